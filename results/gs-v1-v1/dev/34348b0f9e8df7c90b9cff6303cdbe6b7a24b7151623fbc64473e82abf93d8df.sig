{
  "algorithm": "ed25519",
  "content_sha256": "b985d2f7aded9b9e0221ff535fd4f7395dc146f00b9ac87241cab258ffc7c29a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "34348b0f9e8df7c90b9cff6303cdbe6b7a24b7151623fbc64473e82abf93d8df",
  "schema": "gridshift.signature/1",
  "signature": "3c5e5c3ed47d00c6c8e2e1e94101f9a8b1b514362a31794cf5559f7d4bc04cbd6e70fc7198dc24feb77b049bb9a02ff37809009e3484e5cd23b27408c040ec0f"
}
