{
  "algorithm": "ed25519",
  "content_sha256": "2e67ffc6faf96d23a431d9545eb6b0b2a2a712f79ec472f26d717feaf1083795",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "43b2ea89fb977f2db59dfa1f7045b692c280710f8a7a40fa7023331e48c6082c",
  "schema": "gridshift.signature/1",
  "signature": "6f1a271498569fcc416154570b7cdd1974d91a465f9eed51519865d03514d033391a984c9d15e4472361ad4dcd63f7ae5fdecb3e951b8d77a34056b070c5d70b"
}
