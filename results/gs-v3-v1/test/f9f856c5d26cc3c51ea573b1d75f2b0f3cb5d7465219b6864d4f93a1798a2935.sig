{
  "algorithm": "ed25519",
  "content_sha256": "de9a6121b0f10ab45027d494a6eb30c26962d61225b9379ff92beeaeb21cfb31",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f9f856c5d26cc3c51ea573b1d75f2b0f3cb5d7465219b6864d4f93a1798a2935",
  "schema": "gridshift.signature/1",
  "signature": "6647ce2e4ddfb9564bffbbd9f1a477bb1595dc28cf0c09677751b0b0d3b6af95e89bd2a0b4e02cf6093ebc4ff8c4fb29ac3232f49461391ecc58260adad12209"
}
