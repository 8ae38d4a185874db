{
  "algorithm": "ed25519",
  "content_sha256": "f67b9373b828f84fd3f4fd31094769fe28007a1b713f4be3bd1155491670ea2f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "374cdce6ed5be27a52f62c3f31b5405cb7190c88b73c7a660bee36fb6e787a6e",
  "schema": "gridshift.signature/1",
  "signature": "7ff3d13bd18c4cd55d0f22958e915e2190b9362f2e40bd94f27b29484c82a5e77a6db8e4d9d9262d83fcd580974f34e63b1c7cb465c278065a8da93db81ce704"
}
