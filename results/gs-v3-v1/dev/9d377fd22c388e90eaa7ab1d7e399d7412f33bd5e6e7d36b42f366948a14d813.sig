{
  "algorithm": "ed25519",
  "content_sha256": "2604338aa7329f9199240fbf917c855a96523ba04f3f0cb75a41fb313ab88a15",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d377fd22c388e90eaa7ab1d7e399d7412f33bd5e6e7d36b42f366948a14d813",
  "schema": "gridshift.signature/1",
  "signature": "2fc79846acadaab9a2f5ea1bcf26ab132db3ac0de3dbb7845ea2b2f4461543add2384e1d6f8d8a41c87712414e55df3e54161f6586ce686126ff0299b963b508"
}
