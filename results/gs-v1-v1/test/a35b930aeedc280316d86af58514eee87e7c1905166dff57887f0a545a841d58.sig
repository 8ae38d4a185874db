{
  "algorithm": "ed25519",
  "content_sha256": "a0544c0bb1a3f63bddd0613ebcf9466251db1f44188feea4bdbe3dd6ac18af6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a35b930aeedc280316d86af58514eee87e7c1905166dff57887f0a545a841d58",
  "schema": "gridshift.signature/1",
  "signature": "f54a2e8536bce86623825a7ca82e6af4ef410cac4fff6f3ffb1c07523537300f2b6c9b83684609df3e90b22b01bf30d80abe33b17885b885fdfba8b3b22f9004"
}
