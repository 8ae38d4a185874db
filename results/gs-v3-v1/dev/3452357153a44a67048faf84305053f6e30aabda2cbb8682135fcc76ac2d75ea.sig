{
  "algorithm": "ed25519",
  "content_sha256": "7facd66c898cf36f47beb93f060b9e4b9acb0ffb5b15f94abd27f256acfc6ecc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3452357153a44a67048faf84305053f6e30aabda2cbb8682135fcc76ac2d75ea",
  "schema": "gridshift.signature/1",
  "signature": "c684db8ce8f4ffe85dee64b85b626b3a5c7ab63a6a7d99d015a877a10c62696b43e0b6c1a38c5b815c2b600476de95607784dde595cf58b6aa2ad3cf5254a308"
}
