{
  "algorithm": "ed25519",
  "content_sha256": "1a91b76fe646b7d408fc8bcdd2c3571b80454b3b1e5d0595e3b1f542fb86252b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b145008d62a476423e967191a080f8d0a4138b68b85e8a2c0568be8a43be9cf7",
  "schema": "gridshift.signature/1",
  "signature": "b7daff1128a1f55596bb70351046defc78c5c51df38667d16b6f9baa578b305c7fa9d9bbc7bac7fa4cc25a4255acc1ed2f217f7aa8b69c1ba772fd2a30239f0d"
}
