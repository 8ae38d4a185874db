{
  "algorithm": "ed25519",
  "content_sha256": "20c5c5adff5e289ba1838dce10e38ed89f358ff207b2dc90e9f69c36719ea2c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c3e27467f9a56bbbc48d08d14f98cec0e8498bc736952d26d355c26e55061bcb",
  "schema": "gridshift.signature/1",
  "signature": "93e1678e76e8f1f8e79ab242050a67bdb12fb22c95152b3dee38ed03836798d7db1233d372fee2e070601cd72836803114306a65ad6e00c67ffb8783a4e12403"
}
