{
  "algorithm": "ed25519",
  "content_sha256": "c5f14e2f32b9376a7d0478185518ea0d84987e4cb696f3be786aad10902d2aff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "597cd6f31a6ac5d8db972596da4e8dde2953907cd1bc14b0ba3cc71c8016cbe0",
  "schema": "gridshift.signature/1",
  "signature": "cabb2d47d6ec8f8e25eb61cd7309452849726185886dde005f1af560fee0541fb6da32ee4223a1598023b44dbe7f897b673e529d6aec1b4e04016c0d1946bf02"
}
