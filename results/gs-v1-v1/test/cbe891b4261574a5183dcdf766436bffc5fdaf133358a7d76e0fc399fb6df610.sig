{
  "algorithm": "ed25519",
  "content_sha256": "35244b528189ce16d1ad6b8d6f07700eed4e3a6558a83fe937585e4478e6f627",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cbe891b4261574a5183dcdf766436bffc5fdaf133358a7d76e0fc399fb6df610",
  "schema": "gridshift.signature/1",
  "signature": "f630870f7863a68f119a7f3bd8ec296535450f3ba41bbc33f320799ab66cf5274d8721c41484abe9ff9b9fbcb0c0fdc24bf2eada7f6c71ac6be57f003d08de0d"
}
