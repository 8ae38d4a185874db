{
  "algorithm": "ed25519",
  "content_sha256": "16bb296600bb5523a54a9cd253ae9123e9f5b0afdbc5da02111e4b4c3ff41071",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad57f6c27a7b49d56ecf06e1e1358f8b17a1d1f89311400fa161d75becd1c060",
  "schema": "gridshift.signature/1",
  "signature": "9fcf4db1ced6be4bcf311369ba14128cd75094c8c0d0b4908140806bb26f0cb294906b1049b1190edcb36527aaa101eaec277788504aeabfbd3f0f3fd4b4d802"
}
