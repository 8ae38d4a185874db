{
  "algorithm": "ed25519",
  "content_sha256": "51f164745ecfc51d4374860dccaa498631682b81f656810975a5dda624059029",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aac4ac2f320832acb34e19d8eba195b59be19c5cea76f30b7e08fec3ed7605f3",
  "schema": "gridshift.signature/1",
  "signature": "55532a3d4b7f4feaca6d1b017e6aa96dbaa7cc27a6690745f1a9cd376b92466ebdfddaea35c78e0bcddaa4a18b112f8fb4a8b7f28365ad492fb9049e04001f0e"
}
