{
  "algorithm": "ed25519",
  "content_sha256": "e32381fe0f7795c6a52346e51c0fe9f6b955b18fa9a242b463fccc187bff3cfc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dc87270a62e3141b7334aeae1104e143dcebda0378c53a3a94bab7920650e3ac",
  "schema": "gridshift.signature/1",
  "signature": "8d94e9b715b74cf41c86258bee2fdddb3793a8fba051f9637706a9e57469298d6bb039a9581dc0830c673a48cdb43ef4262d50df8e5277e80a84a8d1dddea80a"
}
