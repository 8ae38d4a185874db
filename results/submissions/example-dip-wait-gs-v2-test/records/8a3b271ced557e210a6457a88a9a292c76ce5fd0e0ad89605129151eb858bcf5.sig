{
  "algorithm": "ed25519",
  "content_sha256": "770227f7f8c64d4bad178560d31521c5867865ee727d35ee51580d6bf4451dbd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a3b271ced557e210a6457a88a9a292c76ce5fd0e0ad89605129151eb858bcf5",
  "schema": "gridshift.signature/1",
  "signature": "9781e9b4a4c22209edee7826e25d18dbb3b536ba29ec43ad567d6e6bde6f054e11e6a4a7f6553c3355e71b7d4e7500e0a5a38656f331bade81dfc7fc0f879b05"
}
