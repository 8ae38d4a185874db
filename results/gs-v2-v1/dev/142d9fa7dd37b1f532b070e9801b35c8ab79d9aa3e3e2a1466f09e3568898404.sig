{
  "algorithm": "ed25519",
  "content_sha256": "533146ac1ebf496a62b719777599fddb4d6bd045ed0870ce9946ce8f3b55b3f1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "142d9fa7dd37b1f532b070e9801b35c8ab79d9aa3e3e2a1466f09e3568898404",
  "schema": "gridshift.signature/1",
  "signature": "3a8d43f9ef1420f44d1cd49b1aa1afc3d3598fce84609f132a41325fbe731ee78094b82e549961ef2566c70f1e86db15ae5dffe14633f3928ee6b0415a5d1c08"
}
