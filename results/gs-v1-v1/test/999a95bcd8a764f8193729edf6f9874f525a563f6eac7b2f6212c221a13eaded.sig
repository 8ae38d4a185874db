{
  "algorithm": "ed25519",
  "content_sha256": "45bd488639b61e4be684bd3bb7c77ae68ce2fb2195dec9733ac6ddf665097b0e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "999a95bcd8a764f8193729edf6f9874f525a563f6eac7b2f6212c221a13eaded",
  "schema": "gridshift.signature/1",
  "signature": "272fa53637df23d09fbe7cab0019ecea283c078b5fb8320c2adbacf15e3f099dd322ffcc1df4fe3d32f7d54c202d2c259f57b3f8168217f7f69c78c7d0577006"
}
