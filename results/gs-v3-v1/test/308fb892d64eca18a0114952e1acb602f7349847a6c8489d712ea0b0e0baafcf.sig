{
  "algorithm": "ed25519",
  "content_sha256": "e78b8b5c2186b5ee8fe099e4b981f2ff56da33f4e90d48ec0ac8db526d622033",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "308fb892d64eca18a0114952e1acb602f7349847a6c8489d712ea0b0e0baafcf",
  "schema": "gridshift.signature/1",
  "signature": "476066b42591442232f6c9e4c3200806d90d0646dff06ca6a811204f31f796e044f24fa85f5cb675c50d0e7792fe1ad46ececeb25b2d5db751946215d7f0e20d"
}
