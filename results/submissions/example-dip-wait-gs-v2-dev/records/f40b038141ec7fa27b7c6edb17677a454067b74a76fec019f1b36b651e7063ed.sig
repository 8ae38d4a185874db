{
  "algorithm": "ed25519",
  "content_sha256": "734ddd4b903936fdde2bdba8e29c4a8ce2ba988a4e12ac695795905ca32e874b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f40b038141ec7fa27b7c6edb17677a454067b74a76fec019f1b36b651e7063ed",
  "schema": "gridshift.signature/1",
  "signature": "a9868a16d7b29034eaa4d017b3829cf243fa05344ed7aabaa1e992945609443fc3a52bf4d22249d6f1b12ff266fb3f1cdd490f427b2f109f58c912fa5b5cec0e"
}
