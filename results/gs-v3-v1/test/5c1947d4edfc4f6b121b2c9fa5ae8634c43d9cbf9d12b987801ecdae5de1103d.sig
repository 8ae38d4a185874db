{
  "algorithm": "ed25519",
  "content_sha256": "5134327dcba832b73798844bb37690eac10ba3ecf08f30feb1b1ce2263aa38ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5c1947d4edfc4f6b121b2c9fa5ae8634c43d9cbf9d12b987801ecdae5de1103d",
  "schema": "gridshift.signature/1",
  "signature": "59e8b1945b2ac6615a5ace12b242a9d3b415276237cf212295a888e43fa2344cfefdb2649270a7d1b503850c306d380b032cc8c7d066c258542a1bd2d1ac3f0d"
}
