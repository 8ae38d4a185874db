{
  "algorithm": "ed25519",
  "content_sha256": "52bb5d8c8d5f46bcc13734ab8186f1e2e4d3b6485444ced4ebbef154dafef2cc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dc6bcb150af3b0542c08f18bc1573f0242fc7a21e537814c466174c199daea74",
  "schema": "gridshift.signature/1",
  "signature": "cfdc73ee89ee6c6e3d7558d935be8dd36f8e099bd9c0ec71e1fb4de835e65ba24a107aa7af4362e5b6289cc9271e003c6f7eac894c0ca503d3c686e645b4dd0e"
}
