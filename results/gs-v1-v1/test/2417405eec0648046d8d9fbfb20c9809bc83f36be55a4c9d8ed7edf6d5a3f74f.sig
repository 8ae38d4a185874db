{
  "algorithm": "ed25519",
  "content_sha256": "f7fbc9798069b1bdec83f95b1eae6501afacdbe89b9a14c798e268228528b759",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2417405eec0648046d8d9fbfb20c9809bc83f36be55a4c9d8ed7edf6d5a3f74f",
  "schema": "gridshift.signature/1",
  "signature": "600970f2b65136496786df46a10f20bc49a1611dab0e5e9101d2f23461c35a0de0aec4e733de5b981ac5751d2644091977510f6aaaf45a7536b892d54035ca0c"
}
