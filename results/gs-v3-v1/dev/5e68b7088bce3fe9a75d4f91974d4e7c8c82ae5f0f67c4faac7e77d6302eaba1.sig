{
  "algorithm": "ed25519",
  "content_sha256": "2ffc527e0742b6704cfd6a0fde6518230c122583601332d737bc0bfdfe6ebe46",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5e68b7088bce3fe9a75d4f91974d4e7c8c82ae5f0f67c4faac7e77d6302eaba1",
  "schema": "gridshift.signature/1",
  "signature": "2c3701fcce272ac4ae3be7002ef8bd86f02bd5d7162d9cfb30b3af8fbe51f5cfe63e8763c3e7089338d220adf2e80efaf1b084ca9e6589a80fd7f0cc4baea203"
}
