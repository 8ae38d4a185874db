{
  "algorithm": "ed25519",
  "content_sha256": "eee2d2a0ceb1dea63386528c3d8c6f28d595470cbe4ef6020935d871383f810f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8523ce7ffed44bdb67ab6f132714c866f9203fe6728d82e84d2c64ed5182f97",
  "schema": "gridshift.signature/1",
  "signature": "cc3bd89b4c083b399f1bc2077fc278397006ad7367a3fb1e2e03f5f19fe82152340ef201d9bc3bb1e98ed8592e93bdb9300d2ef8dfc9899799f1323ca30eb30a"
}
