{
  "algorithm": "ed25519",
  "content_sha256": "dc43f6a662d1064f5aca444c6660a550ec21d8f76440802beb898dcf2d26ca2f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ce675dde122ce0e81effe30a0cc58da27d26f5a33df6306ce8dcf486815b291",
  "schema": "gridshift.signature/1",
  "signature": "55e1dfd2b4f9fc9c1e405d1960347ccd0e8bdf46d6339cf8d50528f3cfc03175303035e499b69de0fa0a9c04fba5d41a22f8bc9fbd55112d7d47b851f991cc0d"
}
