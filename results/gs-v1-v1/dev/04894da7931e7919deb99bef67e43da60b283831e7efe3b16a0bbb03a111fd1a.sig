{
  "algorithm": "ed25519",
  "content_sha256": "fd78d93f6a1b39a3348001a102cece0e6a060d789c495a25e60d69b780071d5b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "04894da7931e7919deb99bef67e43da60b283831e7efe3b16a0bbb03a111fd1a",
  "schema": "gridshift.signature/1",
  "signature": "1f7edc5881134eea4d6cbe59d1c45cf2f1d6eca5fe5a2ace7e37322fce672ada9a68f3b84835f7d7380dfb8482e7a431fbcb443dea8ae03d24a39c8529c7860d"
}
