{
  "algorithm": "ed25519",
  "content_sha256": "9906e5207eacb39fd358fc9a9e2a117bde200d4afa25fc3d6ad90425f96badd0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "da57bf946c10c68ed3ff30e9e1d2213f32a405b864c8a2847ab39140063e79dd",
  "schema": "gridshift.signature/1",
  "signature": "e1dd1fb35bb2b31ec3e987a0d119eda980249c54fb6166dee274796feb89b924153f95339ecb4a80054112babc39a1fb91ad32eb4edfd4535e579e19a01d7a05"
}
