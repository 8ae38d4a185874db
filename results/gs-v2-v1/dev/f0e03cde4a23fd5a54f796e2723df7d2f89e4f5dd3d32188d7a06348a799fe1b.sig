{
  "algorithm": "ed25519",
  "content_sha256": "cba043025f0a3d84f9e9637f7c1dee71fa1fa389f968e1c7d40b94e2bd72efea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0e03cde4a23fd5a54f796e2723df7d2f89e4f5dd3d32188d7a06348a799fe1b",
  "schema": "gridshift.signature/1",
  "signature": "c4c6224e5a76b8eaa3cf36a0f6fc155789522ccc77f409f387508a1e4f214d0e378e4be3d3e219124a0dc470ae17539418adca05c49cee425ff624a8fb092606"
}
