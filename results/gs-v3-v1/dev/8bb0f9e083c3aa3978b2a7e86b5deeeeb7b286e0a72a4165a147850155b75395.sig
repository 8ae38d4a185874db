{
  "algorithm": "ed25519",
  "content_sha256": "e3e745c5a7e19cca717815dca422d5aad7229d165a3973e9bb7fbc1b6d7adc1a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8bb0f9e083c3aa3978b2a7e86b5deeeeb7b286e0a72a4165a147850155b75395",
  "schema": "gridshift.signature/1",
  "signature": "13ce42b2b0b711eee4849c5743193ca127ad3b1cdb8187cf85515fb4ad7d1cb7a621cb3ddc030cb986bfe682854dca87ff7894dd5a14039dfd00aa2227ed6b02"
}
