{
  "algorithm": "ed25519",
  "content_sha256": "2881bc65629611096ba7a5add5a87d2ef4d67244e89674b27e55e1293932ac24",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "03bc2f24c1f4720b83c040fddc079101132c6fea6cedd0ca7ec03c7f019638d1",
  "schema": "gridshift.signature/1",
  "signature": "f50ce1949c27f01f3b61f0f09f093eafb6a31c33e5c15735a838138c5535388c4fc68dcae501b53753a7d97b3bce2627f36689cd09de025108f393ac00f8340f"
}
