{
  "algorithm": "ed25519",
  "content_sha256": "4541c3efb2a57d6aad79497e1e0d6569c6ec8c71b0a509b69ced2f32e8721eeb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d14d36b2aafbd6df3e54473a09a8245b879788da43be24033a0fcd28e36cc136",
  "schema": "gridshift.signature/1",
  "signature": "0aae174f9d3331fee19218a31659385e92f1e2d7b6a46acb51cc282f4efa47aa3682d9c2c0e2b61585c9e74e9188f097c5ac4b8056dd6132f546a1737f3c270d"
}
