{
  "algorithm": "ed25519",
  "content_sha256": "3211b2f5749050265cc9de0b0924eefe4718dc3b9fbc2769884f31c2763b51b4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "57cb5dd5db9fea5c89b040da73e52203da9e7b7f6530159fc8f7b21dab512f28",
  "schema": "gridshift.signature/1",
  "signature": "8340b48bcafa5d35eb4d0af284490505b11f87e61c8d282f9beafb783e4918cc32de1a90353e712c0092d5dd60f11e3392955d0bcfe4a941ec3f690894641d09"
}
