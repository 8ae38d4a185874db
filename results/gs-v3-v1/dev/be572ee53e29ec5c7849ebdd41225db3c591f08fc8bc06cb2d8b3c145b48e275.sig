{
  "algorithm": "ed25519",
  "content_sha256": "60b3c692a6a67d885e1f62cea55b277dfe9d33bd8152ab97b99f0ccd31bb78d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "be572ee53e29ec5c7849ebdd41225db3c591f08fc8bc06cb2d8b3c145b48e275",
  "schema": "gridshift.signature/1",
  "signature": "b7cafa58ac15081adc5c18e40cfc5cc7fd142c3aa5d5067dd5cadfdb440da663d1c3c5ec5c55af533cb3c77ac44f5583eb64ed5016cb5ed9626cec56dbf06600"
}
