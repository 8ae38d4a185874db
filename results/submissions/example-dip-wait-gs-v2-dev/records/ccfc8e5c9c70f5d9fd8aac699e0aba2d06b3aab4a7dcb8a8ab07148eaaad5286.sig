{
  "algorithm": "ed25519",
  "content_sha256": "f4cdb56d4b4ef47baccccafc493d4f81e00c53bf142d1ec4c773dce74e31f9c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ccfc8e5c9c70f5d9fd8aac699e0aba2d06b3aab4a7dcb8a8ab07148eaaad5286",
  "schema": "gridshift.signature/1",
  "signature": "46ccb0136d5039b732636b8b6962b2ed01976cd3c92808dec64b15b525efcc8ae957209985fb8c09d0eef020e93f02c534470fd1506be211654dcd38a7c4bb03"
}
