{
  "algorithm": "ed25519",
  "content_sha256": "0a0ce612acd67a1ca7c9237e82d4af02e74c1e4222cff59f2f60535d0d3f4055",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3558292e6cccdb08c4de2e890e9b547879fe0f26f4f62b78e4a88ccc42237c71",
  "schema": "gridshift.signature/1",
  "signature": "b229ec6acfcd0d3d3ec8021f3a005ade7120839046ef282ea395467da04ed54d8c1b95eb1661cc067d9bcc1a64eb39cf1f2dbc04799b62bd2dcedfac7031050d"
}
