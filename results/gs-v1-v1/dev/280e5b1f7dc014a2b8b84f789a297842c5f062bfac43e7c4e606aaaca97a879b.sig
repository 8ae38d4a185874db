{
  "algorithm": "ed25519",
  "content_sha256": "c32abef32f1b09821596679edc80e248376d189dd397f7b2f118d6710266f060",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "280e5b1f7dc014a2b8b84f789a297842c5f062bfac43e7c4e606aaaca97a879b",
  "schema": "gridshift.signature/1",
  "signature": "a4a7b7a9aeee87c13f0943fcc814a23a2eae6c35237ca1ef7a0f133b1f54df6239696964b4b5b2f207a9654dc1a76e8570183054032ec4498b498b43be59530d"
}
