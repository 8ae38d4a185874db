{
  "algorithm": "ed25519",
  "content_sha256": "c56c0aabc9d1b53a12f766796b6f8fd9782bf1972f7e530aa870a6ce7e8c9f9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3e75232b9fc837fe9f864db5525de24eff41deb9ed2045db877ca0764156dff6",
  "schema": "gridshift.signature/1",
  "signature": "9f17ee496c4d39b51670d62f5030fb5582c4333f2f00b1af3d58344d8956e7ff4458a8599be8a9a74c2f60f55ca23e2d9a1966a4530f3635a7b9e8c3d56cf905"
}
