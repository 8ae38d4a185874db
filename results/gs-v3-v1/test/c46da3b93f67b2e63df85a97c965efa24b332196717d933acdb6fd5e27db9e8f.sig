{
  "algorithm": "ed25519",
  "content_sha256": "3ea33e287597cdfc426097d48f012e104b0a402bd8400d384ba93b3f4a931af3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c46da3b93f67b2e63df85a97c965efa24b332196717d933acdb6fd5e27db9e8f",
  "schema": "gridshift.signature/1",
  "signature": "f0de20e2c8544f6a1c05b231f3aaf673989baaec5c10ca85cc0d19f03c3f5c54d2fdb691663d1c6c33c1da62fd66cd2c63b40fc0b9780fe3e82a25e3e86dec04"
}
