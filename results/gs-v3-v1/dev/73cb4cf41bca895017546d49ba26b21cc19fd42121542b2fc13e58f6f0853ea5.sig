{
  "algorithm": "ed25519",
  "content_sha256": "72f9ad206769c99f95e7d5c52b76c46a17584381a1b3dca71bd32b9ab266d6b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "73cb4cf41bca895017546d49ba26b21cc19fd42121542b2fc13e58f6f0853ea5",
  "schema": "gridshift.signature/1",
  "signature": "e4be9a7ef179634cc6537ec7655e9d5ffe770239a0fe0a706e15627be987026bd118a2b4874e8eeb815e20b769a2fd0d32e13ab294154427b84a67b0dd0c9203"
}
