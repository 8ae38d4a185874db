{
  "algorithm": "ed25519",
  "content_sha256": "d8848ef5d9c30205089eb743bfc486eaf21a95b377bd6c63d0314dec506e31a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10d9dda9df28ae6b07e6c5a03780f35f05e2957a17849f11adb30e34316f3690",
  "schema": "gridshift.signature/1",
  "signature": "4d34accec29dedf59fbec7a5c43bc6971589d146b0207b7d43febf88dfa289f1ec519a160de0a5046e7be4bbf2f3a9ca5fa0b93c0d07ade5f11703a379f2ba0e"
}
