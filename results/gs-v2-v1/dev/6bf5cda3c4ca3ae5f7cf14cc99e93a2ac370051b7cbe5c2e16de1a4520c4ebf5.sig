{
  "algorithm": "ed25519",
  "content_sha256": "7ddde9325f7b988cb8255d59d7b3cca383394e29bebc10d3ac2fb597feb6293f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6bf5cda3c4ca3ae5f7cf14cc99e93a2ac370051b7cbe5c2e16de1a4520c4ebf5",
  "schema": "gridshift.signature/1",
  "signature": "82250f889c15e65421f6dfafbc916f8561c2a0e99efb1e4c1096b9b0ee7b863ec4485fb26136591aafceecad1469e38afa80b5ea8bfa4c794a99c2fa1d6e9a00"
}
