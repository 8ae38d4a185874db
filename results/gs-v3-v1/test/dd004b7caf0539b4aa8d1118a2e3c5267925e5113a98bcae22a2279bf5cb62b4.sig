{
  "algorithm": "ed25519",
  "content_sha256": "b0b5538c024281d3e2cc981de04b27ff6c9a692674f25fbfa2a0400ea553b0ee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dd004b7caf0539b4aa8d1118a2e3c5267925e5113a98bcae22a2279bf5cb62b4",
  "schema": "gridshift.signature/1",
  "signature": "f63a44e51cd718cf4cf4d22e4fa05901333ef8efd74c5cab78018b74a65eb3b9c769896f84ec5158b800964a7e32b543d253a91f086596ecb81f9de93bbf5803"
}
