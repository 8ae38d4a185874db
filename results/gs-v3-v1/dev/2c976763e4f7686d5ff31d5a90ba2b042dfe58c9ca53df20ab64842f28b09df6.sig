{
  "algorithm": "ed25519",
  "content_sha256": "d2217d227d57d328f4c6b06512cb31179c06844f947c511231196477819993ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2c976763e4f7686d5ff31d5a90ba2b042dfe58c9ca53df20ab64842f28b09df6",
  "schema": "gridshift.signature/1",
  "signature": "de5ce1479f172fae159af8c5ea33e40761f28d5c8bfc915bbc2aca04170d50fa89ab5b75f4a1549e13ff4e28b0120c802797ca5844f2ac4cba4d4e0ee6ab2e0f"
}
