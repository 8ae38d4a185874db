{
  "algorithm": "ed25519",
  "content_sha256": "15030ea58bf6b0e22208dac5cfdd18de9a1279d582b2462c5149874e6477a6db",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c87e88dcc971a9e92792a030f2abafed962d4048b5c64e7cb699966c4b20b867",
  "schema": "gridshift.signature/1",
  "signature": "44e01c305b70a9fa7a856758300e087dc3f16977b17c1bd3b2a612e36b45ae61a71b1c20f8ac179acdb235b713505bc69ddae67103c00d4d01eca3c05a72a90f"
}
