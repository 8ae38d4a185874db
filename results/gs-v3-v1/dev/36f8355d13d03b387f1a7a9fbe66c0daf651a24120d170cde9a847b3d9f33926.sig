{
  "algorithm": "ed25519",
  "content_sha256": "d4ab653d9135d5e57e9193018aa7123411fc3600001d2ebf7515cc276fef66c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "36f8355d13d03b387f1a7a9fbe66c0daf651a24120d170cde9a847b3d9f33926",
  "schema": "gridshift.signature/1",
  "signature": "fb040f75ed35eafbc67e89a9359387113365e66185757cbee0da3e605e6908cac682df9e2f12f37f8b9f30bf61b34795dfbe7dc66c1dc07df1e03b6a8d73f604"
}
