{
  "algorithm": "ed25519",
  "content_sha256": "1dd52eec03944bc1b212d4496cb60e3ee9471f00a6c6d5c33a78bcfbb2bd755c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3759ceb48c1dd2caed7f20fd42b2af16944a5f099c3d059a4cfaac4efd261c6",
  "schema": "gridshift.signature/1",
  "signature": "9cc03c2fdd0c6b9422f62733fd490b053eba23ed28df85000de7051d878c3e2eff1d5c1942580b910890ef6aa4a239acf0ff5eade5655f419b63cda96c2ce008"
}
