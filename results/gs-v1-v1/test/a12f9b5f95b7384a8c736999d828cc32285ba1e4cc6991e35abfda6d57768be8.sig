{
  "algorithm": "ed25519",
  "content_sha256": "490f31698de2f7b7d7f5331b282f9816aa50c51a1782bacc514519f206c28c20",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a12f9b5f95b7384a8c736999d828cc32285ba1e4cc6991e35abfda6d57768be8",
  "schema": "gridshift.signature/1",
  "signature": "80c56b29c3e0d346cc73a36959573c2ef440cd75a6236ba53a60d94ad2d56bfe6e74cb73fb638b44d9f18b3e0555fb3e2482b5a4584de705cb1161c164a27f0a"
}
