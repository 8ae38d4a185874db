{
  "algorithm": "ed25519",
  "content_sha256": "0e62bdfd0012dd5aeaa75deb013f3f2fa4cc03584642d481c7de612714228e9f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "32d4a6e9a24cac33f3630a30db78a29c515cbd97dc1d7f5c3f9b3d1dcc8194aa",
  "schema": "gridshift.signature/1",
  "signature": "e47015ef4a008e1c212d848a514738b4f421d63b649255dc76ea2ddc6939416605f0091601c027279c0689e294b4d6428b9cd9f5c67b4e7e74f3de59c00e3c0f"
}
