{
  "algorithm": "ed25519",
  "content_sha256": "a641b0188d87c4db0f43288d8a74f7325dc6c4ec94f3b06d49582ce23fd097e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "935dd279ae1dc61c365b9e58bb40ee1919f627dc7c7b3026d7076bd857d49600",
  "schema": "gridshift.signature/1",
  "signature": "d7a2b2af8d5b31f54a90f493bfc23935e16b343c7a616a7d6ea704d81bc67bb78dc3d48b82a7b3d13df887bcd3ed59cc985d132d6c19277ce8879c63cecf190f"
}
