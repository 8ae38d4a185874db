{
  "algorithm": "ed25519",
  "content_sha256": "6bbf266bbc6b711f76581fbeb1adafee3b4373ca3fe11c918327d8d4c23bcc1c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4b7fa8c8778875ff460ced9d649517c0901c70c28d7b31f2b25a5dceb876ad36",
  "schema": "gridshift.signature/1",
  "signature": "a2fda51e18d2ee15152e52c405c68a6f3f284aa5e772de972e771d3c8af837afff6a6dece1d815b738da2817c92a5e1cccfe68864adcc8d5e0a01bd447f12a0b"
}
