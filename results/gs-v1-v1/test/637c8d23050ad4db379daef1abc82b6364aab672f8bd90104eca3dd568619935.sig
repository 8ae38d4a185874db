{
  "algorithm": "ed25519",
  "content_sha256": "44ff4bc1c148e9d1ea8cafcc350bb66026ecc955adbe344e7be2b9f346d29d8f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "637c8d23050ad4db379daef1abc82b6364aab672f8bd90104eca3dd568619935",
  "schema": "gridshift.signature/1",
  "signature": "d60557da2115fe272f824d57dfc70a8b9ae79ba92aa4f81c9407eb07f78b80971474875727c6e90bf16f9f917fd96ff858796b47357e972f48bfba20b0ad2f0d"
}
