{
  "algorithm": "ed25519",
  "content_sha256": "0eddcc668fe6d956646b9be7d98045623f1bbe7ca569f4579326682c95d169d6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "07c0c0863d312282fde199da3e862be82c86358329347a87c9db93212b9ee572",
  "schema": "gridshift.signature/1",
  "signature": "499f908010860b8268891a485010e75847780ebed6c50db45ab0f6a2e81405cb2b725dafd4dbd1bc8e0195cec85bd5caa2a9e11889ab303a44ddbd886d511a01"
}
