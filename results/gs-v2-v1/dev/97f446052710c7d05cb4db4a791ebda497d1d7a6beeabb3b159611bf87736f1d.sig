{
  "algorithm": "ed25519",
  "content_sha256": "41b3f1eb5a9266b8c57e2aa4b315d2d8ca560d3205e9036ed15f280528598cfb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "97f446052710c7d05cb4db4a791ebda497d1d7a6beeabb3b159611bf87736f1d",
  "schema": "gridshift.signature/1",
  "signature": "890bff6456b59e8293a43197d3f3f7d0fd676445673204923d855f95cb2e9cf7f94b02f24520cc2c033ba56711a64954bad29769ea4f4a8ba2d4ddbbcf275a0d"
}
