{
  "algorithm": "ed25519",
  "content_sha256": "883d17a84c734d932c1ade30986a0dcdd2ac2044ee2f5bbcd31a6595ad3a8a05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c234b01c3c3bc7dc25d5d09cde109423a03fa0a7023858adaef396b602a556d",
  "schema": "gridshift.signature/1",
  "signature": "62d50922fdade72451a24147198c99639d212f93e16c5ca8a57ce576aeb006a236c40be2794654a7e316f0af7bd59404f2d0e764134b6ca0c88b5de611db3909"
}
