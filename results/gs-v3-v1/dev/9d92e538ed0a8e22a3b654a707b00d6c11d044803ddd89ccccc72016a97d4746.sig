{
  "algorithm": "ed25519",
  "content_sha256": "8a88c34c2bc0719bf3da079b457a957fbe28605a189e2faf54b726ab0791effc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d92e538ed0a8e22a3b654a707b00d6c11d044803ddd89ccccc72016a97d4746",
  "schema": "gridshift.signature/1",
  "signature": "6eabe463a0a5e76bef92950d5616b4b2a33c489a1c03378143043c6eaf2fb81b551e01ecbd5cd8177b03f00cd0f75e0c06164b86e532290f622fdfb14b22be06"
}
