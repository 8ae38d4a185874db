{
  "algorithm": "ed25519",
  "content_sha256": "9ae2425a04790ec7e692cbc76b58f89cb4431b3f116eb612c3bd34c40e156c11",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0a4151fc4c1e290a05036f3c7d33e0e4e8025ef420cb295ad64524cb98e5072b",
  "schema": "gridshift.signature/1",
  "signature": "3192bbc100283faaf3d53d52db43f61512923650d214ee74b7f181d6b56f1ab8411b0fa1d028d5a232dc937292831e11ba5c4eb0c494521b6d57e6dcc2cc5b0e"
}
