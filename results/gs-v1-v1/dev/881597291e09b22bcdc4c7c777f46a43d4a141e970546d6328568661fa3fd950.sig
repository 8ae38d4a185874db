{
  "algorithm": "ed25519",
  "content_sha256": "edc6ee2db902e2f623d820310429b7c0e60ab6f4f944b875dade37ed1cd39d4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "881597291e09b22bcdc4c7c777f46a43d4a141e970546d6328568661fa3fd950",
  "schema": "gridshift.signature/1",
  "signature": "02de30b60d986caca1703ff4f389e527c6c2e5a409cb5d2a569406c410c328afb4a0faaab79c8425e72e5066ac6c0a5bd46bb70159fd6bd94e5cfb55a377d608"
}
