{
  "algorithm": "ed25519",
  "content_sha256": "3ca226484be36bfd07434418d5723e1749d0ed484370edcc1f4b1332a1d474ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9f69b74b898d8295e2b2b5c62946cab7167bb6dc6a2b4294f495f69e2f5b80c2",
  "schema": "gridshift.signature/1",
  "signature": "20dae4bc2df6d9dfb86b563483536c39f3858e917acfc66f9a18cbbf4e66a60fabebee027eb0d408ec10972e46261a4ced6c075590cd3758a6729eb5469cae0f"
}
