{
  "algorithm": "ed25519",
  "content_sha256": "832dbb2c7ecdc376a872a3cba6d72247e912599df961bf584d31405b5bf90ac2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a84be6b9c6060a29c16a1cf31f58479380f0902fbd57235c00d257a15ef4ad63",
  "schema": "gridshift.signature/1",
  "signature": "413f8c5e71dd90fa9a6c8e32157882dcbcd27b68cd18e926c55e338754b85ea8d35ed69739318007ba1be2cf12f29f86c0b60792bda9c1ecff9657f40fb6bf0b"
}
