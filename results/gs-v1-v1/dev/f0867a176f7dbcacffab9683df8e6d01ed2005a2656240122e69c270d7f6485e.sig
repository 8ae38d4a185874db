{
  "algorithm": "ed25519",
  "content_sha256": "91b12b9552543bc31989d439914019c314c305af3452b732ae11cac1e13cd85d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0867a176f7dbcacffab9683df8e6d01ed2005a2656240122e69c270d7f6485e",
  "schema": "gridshift.signature/1",
  "signature": "ba0f3793ee91f3c22afebb808eac6f6d4eae90e911d0405929b23a819d5539eda32387d221d63776bfb57bf8dac723b78ae8e15ab68d48c80ce0fe549fa7f900"
}
