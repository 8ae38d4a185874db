{
  "algorithm": "ed25519",
  "content_sha256": "b78a3eab2af795580b6eea5d502f6a137435e2b47b3afc3ddc07e285f1c28dcc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "acc83bd01d56155f8d902656ffac0e8c7b2a0f02d4cd55efa5ac47aae910f30b",
  "schema": "gridshift.signature/1",
  "signature": "cbbb5a2f8564f88f52468b88f7ae0c739d7840ae5aac42c0cc8b5fe74571c7de117de7a6584f859b859814849c0cb62f84f4fb25cbc5eb547d0813d5034e1602"
}
