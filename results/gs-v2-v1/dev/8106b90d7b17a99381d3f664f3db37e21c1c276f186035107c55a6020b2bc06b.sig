{
  "algorithm": "ed25519",
  "content_sha256": "22aa949ce9de533658e2885a94eeba679db24ae88e28a05b508be18f237ba16e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8106b90d7b17a99381d3f664f3db37e21c1c276f186035107c55a6020b2bc06b",
  "schema": "gridshift.signature/1",
  "signature": "ca111837d77c728c8d8c00623b95ac2c7b296c9addf21b36a6791e406ad69d24138bf4c8b372cf0eb684ecc7ab83cab283d2b1e2e7fc8f286d07c72c5f830902"
}
