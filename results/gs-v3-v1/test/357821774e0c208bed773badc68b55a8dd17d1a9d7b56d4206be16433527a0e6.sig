{
  "algorithm": "ed25519",
  "content_sha256": "0b40a559e8fa3baa7ad7670bd49b35b1379a3477fec7e4f5b0a6cca0f8677235",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "357821774e0c208bed773badc68b55a8dd17d1a9d7b56d4206be16433527a0e6",
  "schema": "gridshift.signature/1",
  "signature": "53ba93f7ce6d889b9714025f5f6365d73dfb2519c22036cd0e1213b47ac327da9b9bc56b81c81fe098e7e86e6f3317c6d26a46735f98b5ddce5af3e3a395f504"
}
