{
  "algorithm": "ed25519",
  "content_sha256": "9bc796fbbc923197ff39c8716b2a5cf834561f862c3ebc874451ac0d577b41f7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c1aafd47b291cbb370a0e11ac97292b44f0dcf28230fa450a802b6abe5015740",
  "schema": "gridshift.signature/1",
  "signature": "726bf88a89b301c9e88da9db17b837876e7719c67a09f4a743d085b152d05fcc7b8e03c5bbb861d675e8f67a3f3c1feb1712f770d32bc6370378e7a60b41c30d"
}
