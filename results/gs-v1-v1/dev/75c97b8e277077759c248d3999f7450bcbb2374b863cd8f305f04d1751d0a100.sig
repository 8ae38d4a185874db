{
  "algorithm": "ed25519",
  "content_sha256": "67c558e4394a0db568104eda2e01e160a897be36fcd1a456bbbf03d355c991cb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "75c97b8e277077759c248d3999f7450bcbb2374b863cd8f305f04d1751d0a100",
  "schema": "gridshift.signature/1",
  "signature": "e8af3bd9d370c6991d8db978a28ce53d3940d4e1e7fa8b398e2dd7e5353967e6bca871513be39be97bb67c47f899db6f2e5446a70bb88b872d2bc335e553c904"
}
