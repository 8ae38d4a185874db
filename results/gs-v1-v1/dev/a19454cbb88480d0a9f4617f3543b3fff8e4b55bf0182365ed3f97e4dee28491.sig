{
  "algorithm": "ed25519",
  "content_sha256": "e2c82df3a5a6567b9d7bfcb30cdab0f0f93769b0b718b71e96a36d9abeb9a660",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a19454cbb88480d0a9f4617f3543b3fff8e4b55bf0182365ed3f97e4dee28491",
  "schema": "gridshift.signature/1",
  "signature": "5a4f2c51b839a3ced657280a51a27acbce81a250706bf90bfa136f8f82b679bcf0c27f673262f815bc4183af59ea1759d9fa3094ca516967d4a0c0bb27980f09"
}
