{
  "algorithm": "ed25519",
  "content_sha256": "5d467908558e258f3c73eb6c829da0ee0f2e352513dd24c84332931b869e30c4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ece88cda6b3206a33ae59d2f05ad73146640a206e76f7f355b24c2b7aaaefdab",
  "schema": "gridshift.signature/1",
  "signature": "cae6f15e229967b90e6bec0a76c796e2c10abb25d27392b3aaef7de6feeda05f8bdea6c4acbf235b40f266715f6fed642679bfc52ac2072c10660f4820365701"
}
