{
  "algorithm": "ed25519",
  "content_sha256": "33b23b5b485f9119af62cf75156e3509824d07ef18143fb9374607186dcdea79",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0b30595604fbab393e05e01f7b4c73f54db713a322c974b9353e9e08ace67cca",
  "schema": "gridshift.signature/1",
  "signature": "e021e7c6014c9f79e7db9b9ad31fab4b514147a1f6395bb5d7a47350ab86891e558fea846bb63d7d0b79df65f6c55c9cc178a1e76ae1066789465297c7c41e02"
}
