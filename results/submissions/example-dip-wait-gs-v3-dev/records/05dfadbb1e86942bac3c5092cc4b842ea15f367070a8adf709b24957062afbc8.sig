{
  "algorithm": "ed25519",
  "content_sha256": "459c0ef291bf85c473e76c54e57cb865b195337d3c988502b01fc923cd1ae7a3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "05dfadbb1e86942bac3c5092cc4b842ea15f367070a8adf709b24957062afbc8",
  "schema": "gridshift.signature/1",
  "signature": "5f6a1a260c1f9d35897086b4221a54bace55f82a762323b462ab6ed4166805ea1b8b14d324ec618dcaeeea67227a5d08dbcc329fdf4543f1a13403806228140d"
}
