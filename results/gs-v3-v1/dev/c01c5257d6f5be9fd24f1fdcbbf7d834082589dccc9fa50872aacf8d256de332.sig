{
  "algorithm": "ed25519",
  "content_sha256": "9f81b9d71373bf22a94903543016f359c2928dac2f574adc3fcc9a8131135a57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c01c5257d6f5be9fd24f1fdcbbf7d834082589dccc9fa50872aacf8d256de332",
  "schema": "gridshift.signature/1",
  "signature": "66360ca98e0eb6568f484fbf6526fb5587c6e7d64f72fbbe5f2e2d1e55f7e11db39952966a7e89f0df0e11845e5b7ef64e0654a16b532fbc8ad7d44a61fc9d01"
}
