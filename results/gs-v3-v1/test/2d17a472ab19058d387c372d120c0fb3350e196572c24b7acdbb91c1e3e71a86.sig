{
  "algorithm": "ed25519",
  "content_sha256": "738f95c9571ea69eff4a43214b4d9a99315d9887bf02df61ffd78f07829d8c61",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2d17a472ab19058d387c372d120c0fb3350e196572c24b7acdbb91c1e3e71a86",
  "schema": "gridshift.signature/1",
  "signature": "b5b5a628ecd9d7c44016ea941fb7cacd2b500c04c9d49d0cdb317c824442cdf2041a99905bbda2aa5e3c854e1605d5eafd485698496e43186c822fc9329a4705"
}
