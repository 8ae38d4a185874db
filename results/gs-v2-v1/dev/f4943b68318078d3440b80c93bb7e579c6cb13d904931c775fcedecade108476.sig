{
  "algorithm": "ed25519",
  "content_sha256": "6392df7f2c51f264b9dca2bade1a14a3c088f7b57d7bfc044d381495077536db",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4943b68318078d3440b80c93bb7e579c6cb13d904931c775fcedecade108476",
  "schema": "gridshift.signature/1",
  "signature": "bf9dc72c986e38c4b950388bdf2955dd1398010e227659453b96b4f2e1255b3b2418a10da3f12f0dc0b02bc0ea47fa3ea2b2f647c16317f5bfa004ca931a7f0e"
}
