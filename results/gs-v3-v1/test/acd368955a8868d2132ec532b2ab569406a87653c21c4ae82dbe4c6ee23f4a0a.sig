{
  "algorithm": "ed25519",
  "content_sha256": "5102386948f6c3152b5de9961370992a5db9d1b949cc5226f8572bf9229f2b05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "acd368955a8868d2132ec532b2ab569406a87653c21c4ae82dbe4c6ee23f4a0a",
  "schema": "gridshift.signature/1",
  "signature": "65545152ab01f04b19015f107fe19c817ad7fbb809e2508166f83da2cbb34a35fdabb65f1a167579adae2c8089cf134e5ff10ce68b694d0dec617815ad1c4c03"
}
