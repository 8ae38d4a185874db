{
  "algorithm": "ed25519",
  "content_sha256": "a65eddcbbe51c64cf78250bad7fc8c1da507f17836d9cff2edb52abe32ea4f87",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "48a7567b1e3fdf6490cb2cc5102be778c30bf3f4bbb8b3b57811f05b8116e036",
  "schema": "gridshift.signature/1",
  "signature": "9e7cd92ae5138c308358d40fbc0db1518667f7824daeb19a347022f03cf6c12ce4b7878829a82d3d43a8912d0abf204a42b36814936e440a742a44ed6e815e0f"
}
