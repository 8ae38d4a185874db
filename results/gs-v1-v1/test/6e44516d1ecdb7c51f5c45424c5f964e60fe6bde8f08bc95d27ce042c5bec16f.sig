{
  "algorithm": "ed25519",
  "content_sha256": "b56872ef1280c4a16aa63b49d40b2578ff31b19629000659b5fc9f299dac289f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e44516d1ecdb7c51f5c45424c5f964e60fe6bde8f08bc95d27ce042c5bec16f",
  "schema": "gridshift.signature/1",
  "signature": "785ed40c6895f6a570308150b287d6c3963aded9f2aeb20744a145173f77aeb591aa8e8c3a7f6062d741f33468d552afd47d262769dcc847aea69d3414a8290d"
}
