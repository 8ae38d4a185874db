{
  "algorithm": "ed25519",
  "content_sha256": "968d815ce8babe8f8e38bbcecc48809bfbf4448fb97c76e1484f060453087915",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d7ce2025eceaa7b1c06e4ed51eac0adf7355cb6fd6ea4ca1cd470980991bb00",
  "schema": "gridshift.signature/1",
  "signature": "30e517a16933a8654c8311e8bf6c713c0f94a5adc3ae32e4001ddf425f52c743973ade6d8f0ec09482f366ab1b4993a6360d82f072e1e1a6e4014e8935632c0f"
}
