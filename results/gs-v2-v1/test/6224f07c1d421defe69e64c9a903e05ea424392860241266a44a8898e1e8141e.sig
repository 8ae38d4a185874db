{
  "algorithm": "ed25519",
  "content_sha256": "1486cfd4b4b5c6cd087f324d61592bfce489bf830a7a106f4f25dd43a0c8d90e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6224f07c1d421defe69e64c9a903e05ea424392860241266a44a8898e1e8141e",
  "schema": "gridshift.signature/1",
  "signature": "882e5d1c5360a58e0086e18fab121eb47382684a7f39358d4a6dd58b12c1c5ebc6c9b0cd058eab5e0b2c381b16c1259d8f3a63c1c4c48fa80f4ca9f4c3c08a03"
}
