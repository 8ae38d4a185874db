{
  "algorithm": "ed25519",
  "content_sha256": "b1392d14c8000ee95e983475fd0f6d12dfbe97fedbb6479cafa36a9e73b97066",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3359bb0831cd0b59a61698bd7c8aac4fdc74c8009fa7164471317b1f473027c8",
  "schema": "gridshift.signature/1",
  "signature": "57f27b6dbaa0487dc6b64854d76332adf2c0012ecc8a4381428a52143f033923612337139140a68b2ed2dd146796fbcfb7ecd2ab94e3efe4d001fdae23354e0d"
}
