{
  "algorithm": "ed25519",
  "content_sha256": "b1c3db62f1a7ba806c0fa9527a57e6c2b281fe2b21e136ef2ff64af6f19f64c6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3872f3f4e2c4d9e41dd2d39cb6cb3fa1845e59a5b0b83bb0d0dd3fe8e9b12efc",
  "schema": "gridshift.signature/1",
  "signature": "7c2a59a4e1dfc2265e9a924e1c2f86e0179971d0f5565de738ec765837793b14e8d07c710ede5dcb5af75375dc4d91c48eb56f7a05f247e9a3306014a7af920e"
}
