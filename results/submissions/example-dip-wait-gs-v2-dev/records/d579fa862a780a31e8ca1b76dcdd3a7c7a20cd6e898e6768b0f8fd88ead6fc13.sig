{
  "algorithm": "ed25519",
  "content_sha256": "5486537e7fdfb61261d7a01df8debe9d95f1c3c3c7295166dd83293379b5933c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d579fa862a780a31e8ca1b76dcdd3a7c7a20cd6e898e6768b0f8fd88ead6fc13",
  "schema": "gridshift.signature/1",
  "signature": "cf2994255a6118cf1890e7a4a8d9c04345d4c2b91eb93b369cd8b2cec730485cf91c8f7155754298e868a915909ddeb2aeccb6b6e540ed5cd21fb9eeb37be307"
}
