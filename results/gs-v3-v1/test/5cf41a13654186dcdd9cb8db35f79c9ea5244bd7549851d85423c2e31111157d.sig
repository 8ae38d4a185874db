{
  "algorithm": "ed25519",
  "content_sha256": "f6f18cec6bab4db1f396c4d90d563ef8e54fa4843a8eae054ec904ee2a4176c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5cf41a13654186dcdd9cb8db35f79c9ea5244bd7549851d85423c2e31111157d",
  "schema": "gridshift.signature/1",
  "signature": "99e62e4bd4950263f05b0c2c2c4f901b24476ccbc5573a71b8a1099189e6d4bd6c9de646a8ab9e005c3a9106a3f2e0ccd45b43d7ca3eb628695fa79f1692fc0b"
}
