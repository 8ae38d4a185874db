{
  "algorithm": "ed25519",
  "content_sha256": "e41d59633fe2ac241f9a38cd34a2f3ba20f789df87c641d6f7d42697959fd3d2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "68a4862eb314f2945060e22794775566999af4e9f8b2a38f852503d4948b43ad",
  "schema": "gridshift.signature/1",
  "signature": "8862b4047201a6e9d6328837e4c6b76e06a6a0b1d99b31b92d9324ab89e3795bdb3b2f1ef269bc308c700d8e59f7dbfb82b83cbc6ab29f78c6c546ff9a8ee608"
}
