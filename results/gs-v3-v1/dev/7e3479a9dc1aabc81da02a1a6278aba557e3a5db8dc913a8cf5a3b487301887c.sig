{
  "algorithm": "ed25519",
  "content_sha256": "c0ecbcf014129e473c779fa780f87c82a93914fba715018d4771698c852db093",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e3479a9dc1aabc81da02a1a6278aba557e3a5db8dc913a8cf5a3b487301887c",
  "schema": "gridshift.signature/1",
  "signature": "49947cf31756319332ce86ff670cb43674e2ae81f1bd94e6c2dcba48e07239c926aa58051f5f2407605f6b3d7fd339d5ae28bee9bfe61f5b7bbd4c7b9beca70f"
}
