{
  "algorithm": "ed25519",
  "content_sha256": "dcd1439bbc4a2d5aed8e373a3da239a489706722be7ebf027f9d200036bed290",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e6a41ca576470d57f24cc09ac4579613e1e85fa3e587ce578441d1e04834a53b",
  "schema": "gridshift.signature/1",
  "signature": "1b5deb7ddd37fba7deee39086e41caf67dc22fc45d4ae9792b8fa9f1a079cd967a1d3d7fcc42f47ae3cffeea8593f4c3c6c24a1042b0b2739b45068cde181400"
}
