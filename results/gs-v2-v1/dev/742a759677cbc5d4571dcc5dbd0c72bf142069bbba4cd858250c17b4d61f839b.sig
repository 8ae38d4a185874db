{
  "algorithm": "ed25519",
  "content_sha256": "cd87423f951eb2b90f2a63443f99de499cf99cca5935150c3539a523faf0f3bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "742a759677cbc5d4571dcc5dbd0c72bf142069bbba4cd858250c17b4d61f839b",
  "schema": "gridshift.signature/1",
  "signature": "59ac2a571e11fa2bce69394252e5e8db493ba7ea1ca67898ef69f09caf224a0a6991224a3c4239ee6a36e4d7eeb404cfd9f05708f50f1b85bfbf1ee4e171820f"
}
