{
  "algorithm": "ed25519",
  "content_sha256": "fa2e20d83ccc30e73a5eb9aff4580738dea5c90d0d1c8d4ec428d651e4bc6d5e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9b0af416b4da99d1c081a0de47888a96dcfa3d4f656e3c3a4863432e8db3e0d2",
  "schema": "gridshift.signature/1",
  "signature": "2813a96735270ef61693e1585c8d39084c653bd6e2fb202e1134a58c7c0d80a84dd889bcb86aba2748686b06ad872de435bd7121ba3c2b9bbe22f6b121738408"
}
