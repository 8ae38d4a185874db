{
  "algorithm": "ed25519",
  "content_sha256": "613b9ade6d53695126e239f3b4408a0c1a3383c25e21eefcc78406919ffe3c11",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "999f5cf26b1b79558150852a78524b59b877666ae0baef4f30d7dc8c5a45a36b",
  "schema": "gridshift.signature/1",
  "signature": "23dfca19ce054752d3b30921fb6a89c0c27ea92b79d9876285cc3865ea77952ffabbc131a349e4d2a9087de187231b6b94d941090167bcfe99b89b18b23dad05"
}
