{
  "algorithm": "ed25519",
  "content_sha256": "566a12dc02d05361c8b8124b5d11b8bb9ce83e17b89702cd70cc38be16b55985",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3b0fe0745e3f3417b22a69241c7a7e2dd3fa981bc9bc833f002c387c7b732b6b",
  "schema": "gridshift.signature/1",
  "signature": "6b5cf962e52b1963088eb5bad5e470ac8691fe0ede028f7a1322f7f762e76cb0f33dd0b7236077ea8654c47209d42898cab3543e42fd04a65b2270ff491d1200"
}
