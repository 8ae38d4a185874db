{
  "algorithm": "ed25519",
  "content_sha256": "2f9da0141e126bd61c7dc8f8d0a6069429c41d666be78a2cf6faa5ea17378ed7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "87ff4343b67bfb7bae690a60bf290e4127eaefb18a3ffe01fc107ba5729c6aa1",
  "schema": "gridshift.signature/1",
  "signature": "102b03a9ff48d6862e303f6d2e80e87a1694d7bcca8eae6d0f0ee6ff5cb6758cd005d171f96109f2bce29d47504efefb3a7ddc634ac24a9c6fca4ffa5f88f90e"
}
