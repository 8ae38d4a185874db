{
  "algorithm": "ed25519",
  "content_sha256": "436cc9a34c95992aba07490410aa2fd6381a36aff05c80ea24d9fbb32060e088",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ece186355330b91e59ebcdaa5f6d2326b4cc7e6844fd50d959f2dfd0d02ce18",
  "schema": "gridshift.signature/1",
  "signature": "cf433f94fa06654f6c555d68e2eb9aa725c8dd67ee779122f337fa4c9fa29c98d69c14f26ecb2a1a7e5d3e5a15e8e98572e8d2b7dc6e3b5d920017e64fbf620e"
}
