{
  "algorithm": "ed25519",
  "content_sha256": "6ddba555c0b3772dd385c7d13949535d9e88ae41c1234f742bc3e211529c8a59",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "08cb5cd08a5e0eb547b1f303cde3bd6af65c7e3de4dfbdda00956a3a9c579e5c",
  "schema": "gridshift.signature/1",
  "signature": "adadf389f44e320e0822ac435cbb25ed67d01d4c385144d0b8f64a5d9ce25d81cfef444673cefcf1a9d4a8f050a8a16a4647aad3f965be133c4f649caf05cd0b"
}
