{
  "algorithm": "ed25519",
  "content_sha256": "c7288cc4bd3b280dd67a28e85f3fe528e04be005c13c43ecab698908f2a64088",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb4fd682a4005624c252caa8973177531c0a090aef65dc52d27b7279865c8c3f",
  "schema": "gridshift.signature/1",
  "signature": "2a2be0cd7a46e4b3c62babfd1b4eaed0e2a35556e66bfb922cf7be6af06e6aafcf18ebf7ed9c19b59b50954cde2b40597bc5443769e7638592a350082d1f4f09"
}
