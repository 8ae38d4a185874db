{
  "algorithm": "ed25519",
  "content_sha256": "ff90390f55697961d21dffcf1f493968004e2f508c74241dbbd9e609a2cc00fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "71c319e9126377a4df9173c90c782a8fec24ef5debfd7bc1be6582b952e48a35",
  "schema": "gridshift.signature/1",
  "signature": "a33e1bb9f9329c881ac9ebf0d605ec432c26f909867c62dcbaa1193422f352a89ba345f934de043a54285eda7ce164e82d88c3e837aad826e2b2305f3411be07"
}
