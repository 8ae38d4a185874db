{
  "algorithm": "ed25519",
  "content_sha256": "16c77231d90391755a512b27b90aa7f1fe498914f956bf3801f6c0601c8c0874",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "261c24a9ced4047866c3e82ae4d64888cc5af0bbb0896e777060b42ac1129119",
  "schema": "gridshift.signature/1",
  "signature": "00aa2a11821d4d13df85ee54d805afd342e754d21c8bc147cbf6041e2586c0c238044a7e7fb62a5dafd1b9fdc2580cb8610d89c6f5964acacd7ff644d1e05a0e"
}
