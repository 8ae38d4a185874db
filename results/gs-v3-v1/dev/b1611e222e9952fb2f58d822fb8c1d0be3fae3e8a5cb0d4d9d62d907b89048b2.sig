{
  "algorithm": "ed25519",
  "content_sha256": "0757472212481f10787e663b4c160666d397f2c8fea7dadcd7e65a0f19007e2f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b1611e222e9952fb2f58d822fb8c1d0be3fae3e8a5cb0d4d9d62d907b89048b2",
  "schema": "gridshift.signature/1",
  "signature": "65735ff5ca757e6eea0966860366097a45f40ab453c3028b06bda743551ef53fada8c3e15c5589ca866981d8b36f47441d4c53969c61da9c7e8c3769cbccf708"
}
