{
  "algorithm": "ed25519",
  "content_sha256": "7e05bca1125520c49e50461adfdbadd78a84c89879b9a3c96f75e5bac12d6085",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "93509ab36cdcd5e9a224b8a10bd47cd902cf07e3751eea5f3efc28370545649f",
  "schema": "gridshift.signature/1",
  "signature": "bd81717afc9036a643c9afdd5c5cd2eca73ad52321891fc5612ed0b7cc13709c667fcb1ca988e2caa45de7b548bcb1d4bc6344670df637322f26425d160bd30a"
}
