{
  "algorithm": "ed25519",
  "content_sha256": "affc514ceee6c3f12d5b032fe339bcc103dfa4df79ff60d25698417355e268c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b913573ecc4cf353df6803916bece0ae8ac3d27476e985092a9b4e65502801bd",
  "schema": "gridshift.signature/1",
  "signature": "96e0ce284610267f49b02059eb674db0a554303b5197a3986e0a3ecb3590b350ca5ab1e26ad449657cd764774c719d5baebf33eead68d4b4e8c21075f5875c0e"
}
