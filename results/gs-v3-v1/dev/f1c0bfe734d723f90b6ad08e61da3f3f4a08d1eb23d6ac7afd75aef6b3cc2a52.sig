{
  "algorithm": "ed25519",
  "content_sha256": "eaa7690b21c542a09a32d83cac4ca4c1fcd6f17f3b00955daef148b918dcdeb7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f1c0bfe734d723f90b6ad08e61da3f3f4a08d1eb23d6ac7afd75aef6b3cc2a52",
  "schema": "gridshift.signature/1",
  "signature": "20e2fe62ff19c91ef465073e932c37ab12d9c28f6a3f0bea7992810a87eafc70cbb3454c73c25711974f54c804fba7ba1993b7c2697f32499f5627e796da800a"
}
