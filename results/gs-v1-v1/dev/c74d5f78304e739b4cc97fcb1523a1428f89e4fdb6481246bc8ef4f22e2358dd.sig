{
  "algorithm": "ed25519",
  "content_sha256": "f0d737e891597df3987aa71295d31e90ec58ecf67b52ab258638de4a8cc28fa5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c74d5f78304e739b4cc97fcb1523a1428f89e4fdb6481246bc8ef4f22e2358dd",
  "schema": "gridshift.signature/1",
  "signature": "97fde2a430657b9c6808b45997849fae353883118752011790f7af1df79b3ada5daa6f3f10787019b0e8b46fb6d9cf6b2a7b1c92a8c07b5475e25728c9f55a01"
}
