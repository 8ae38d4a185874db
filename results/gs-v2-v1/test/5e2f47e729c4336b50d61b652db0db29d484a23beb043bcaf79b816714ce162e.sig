{
  "algorithm": "ed25519",
  "content_sha256": "f667d515f635af0238eef8bcb39c888d7d6bc0c8b6df0e6ffff2cbbf3810fe95",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5e2f47e729c4336b50d61b652db0db29d484a23beb043bcaf79b816714ce162e",
  "schema": "gridshift.signature/1",
  "signature": "827ac14922d928d0c0a8848f3593228ddddca00b51b1b2b2199c20807822e74cb4e66a4a21b4c2e631299a068577c0b4c520147d2583dc6886b19e9adb65590a"
}
