{
  "algorithm": "ed25519",
  "content_sha256": "844c7adb09b61407a4ccc6f993cd1cc28a00f7cecc877a808bcc901e4d13a6c0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc61985a5ad0482e25832e130020e616981e86c99a903113be78fd6a4b157e5c",
  "schema": "gridshift.signature/1",
  "signature": "aa2b3149804ce64414f165dfdb57ab93dc329158901f3653bb7a378626b927fdf6a451aeeb62a3c7585dd092ae376a9d0ae07189ab5aaaf0e055cb1231a52a00"
}
