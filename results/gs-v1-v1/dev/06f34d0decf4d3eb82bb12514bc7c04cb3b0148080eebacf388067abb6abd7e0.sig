{
  "algorithm": "ed25519",
  "content_sha256": "d561cb83006b938c6d1d7188d83acd2a57f54eaad29b7232f6e1d2be9711c2a3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "06f34d0decf4d3eb82bb12514bc7c04cb3b0148080eebacf388067abb6abd7e0",
  "schema": "gridshift.signature/1",
  "signature": "6b8d356df61c0c29ccda9cdbf78607b5fbfeacb923638cbd254f89055b14c1711ac2095b721c69d210796a745da866390a77e8ed1dbe25fdf207c83d4a10460f"
}
