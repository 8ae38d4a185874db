{
  "algorithm": "ed25519",
  "content_sha256": "6e4f8ff70806ec67d04b82ce28d7485285bb478a3c3375fa9c69e36a785aef5e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66234ce9f3a8d845718f10ebc6239fd893614b10fc1b8b0136e4de71b2c620b5",
  "schema": "gridshift.signature/1",
  "signature": "0a520294c13e6a9a1ba6c456cd6914db2116350b56b11e5a4dbf7c18fb0c26040b321b02659e0f0c728e32b63ee4876a4b627f6e91ab480ce8c8d055d9e7ba0f"
}
