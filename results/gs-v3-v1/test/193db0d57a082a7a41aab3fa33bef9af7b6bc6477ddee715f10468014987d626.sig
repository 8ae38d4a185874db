{
  "algorithm": "ed25519",
  "content_sha256": "8505933374d0c3ae8640ae625b792558501d43d74e1b7d909e74c9638a225c97",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "193db0d57a082a7a41aab3fa33bef9af7b6bc6477ddee715f10468014987d626",
  "schema": "gridshift.signature/1",
  "signature": "d2300f6c310ee2e39cb9fffc13f75d76a4dd9dcba66fde29212ee887875ea623c8f1838a4683fdaf469631c976d979d17033ddd8d157b0c7c1bcab7456506b01"
}
