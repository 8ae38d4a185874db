{
  "algorithm": "ed25519",
  "content_sha256": "d48ba54a9d42975e5c627107c24672e381e3de033a602ad03b5e9c07a7ce430a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c1113acd2022d668ad92fe257e04544028ac07b563862190c7467a1525e908c",
  "schema": "gridshift.signature/1",
  "signature": "95ef7fa38f959fec7f17736c94593c43025263ce575afd8eea81cb2cfe01beb39adece32c0d7824927ba3403489b92233abf71bf00f12a20d2dbf21c37e3190d"
}
