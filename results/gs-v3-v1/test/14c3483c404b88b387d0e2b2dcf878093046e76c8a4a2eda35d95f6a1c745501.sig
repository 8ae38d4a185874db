{
  "algorithm": "ed25519",
  "content_sha256": "4e0ab6462af59791ecb5e02072ab5fce5dd7aaad4811d5c65cc0f2125254a3d0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "14c3483c404b88b387d0e2b2dcf878093046e76c8a4a2eda35d95f6a1c745501",
  "schema": "gridshift.signature/1",
  "signature": "6f7aaabc5c41a0e0dd3a15b85475ac6d8f3dc0dbfb3fed05cfd27b81ec75059ff910e29a27f0449c881061be0673ad86b5eae3a3a05be1278263961745ace308"
}
