{
  "algorithm": "ed25519",
  "content_sha256": "224e4efeb2f2e7d6372e5f1d1c409cd9378161f9dc801098a4a5f25e9d4ff11f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c01057b13b39dc6568b9fac98b3caf28a5f8b65c53942d5fa78e817bd6dbe6a",
  "schema": "gridshift.signature/1",
  "signature": "bba187398caf23d3302758e187f9da80dce15f83c8bfec5420a9dda6945e227adf287490c3c1e815893a865c1e760f79f728b75686332a07884d7926a52ab507"
}
