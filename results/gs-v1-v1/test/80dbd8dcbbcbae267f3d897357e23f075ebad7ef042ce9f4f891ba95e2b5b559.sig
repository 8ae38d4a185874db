{
  "algorithm": "ed25519",
  "content_sha256": "5b0df67f8d8590bd816e75f53ecd0f225c8ae7c400cd6f454dd32d32cfe15063",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "80dbd8dcbbcbae267f3d897357e23f075ebad7ef042ce9f4f891ba95e2b5b559",
  "schema": "gridshift.signature/1",
  "signature": "0baee2ac6ed9e0b4d982b7a7a4aaa926a892837434b23720070e794b6dea9a8a9b81ed33a16a671e41717f506f46a952716885c20a37905a33e8b6e8ebc36800"
}
