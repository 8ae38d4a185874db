{
  "algorithm": "ed25519",
  "content_sha256": "fbfea0d4507c6847d416ef33146ba60cad7132aa919dae3bf2933ee2cbeb5ff2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1e6ba60f1627d87438082ea249aeb46d7bb4d7049b02475bd400d3b4e1d6bfed",
  "schema": "gridshift.signature/1",
  "signature": "c3b63a19188ffec036d511971d385d6fd1e29f6eab5d260eec3516f81971a0a2074d91c70857874f37352a3ba839f2ab1eb0de064ce03e911a68730049020501"
}
