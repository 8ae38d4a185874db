{
  "algorithm": "ed25519",
  "content_sha256": "5219f2f6cd336f6e81f702a0a1d1ee87bdae39d69e777ea1c1013caac1258f84",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "22b4bb83f102c9d9677ed2e2261226db9a9765bb729fde4224b059138b0ed8e9",
  "schema": "gridshift.signature/1",
  "signature": "2fec02c324fd4149f371eba3c4f613984c9a7de12602a3924d4b4796c7878fe28fa66488f4a752ad23ad2b51932299c5f306458a985b36487bb9057baa2ab602"
}
