{
  "algorithm": "ed25519",
  "content_sha256": "7608de708469e5d70f5a20ca0e7c930fd1080cd374ebd809c6022d2b497acc6b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b112ec565923d347554d8bec2bd4425a4504eb13f8220f18d95ac776d85308f5",
  "schema": "gridshift.signature/1",
  "signature": "2a05efe0b9070684956e8d0afc4a05f55521f1d473caaf2e65ddb3b3dfa02b5de35141ac024c53ed3a293948b9ccb380baecf6a91f8ff3d0930f1033e49d9508"
}
