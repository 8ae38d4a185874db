{
  "algorithm": "ed25519",
  "content_sha256": "c9b0c686475f6c16c71eded6f57221404d855f1b2f5e8f5f4f0d3648eb942a00",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f17852b4ae4ff5ebac55de3ae1512eab01d0943d2ee37888868e12e1d9843fe1",
  "schema": "gridshift.signature/1",
  "signature": "33bbff0f38297538eba9f943e6517b5953cc751a3dc4e21dffb4c796d564b29c3a18faf8f9c2e18a90bc272ea82c04bd0351ec4d726c6df3e775fa3f3698b700"
}
