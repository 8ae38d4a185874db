{
  "algorithm": "ed25519",
  "content_sha256": "750753f309745653b9f59645f32fdc4f24a8135ca0ad077e5261ea0e26ab99af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d23aa9e8d0d154e68117b2d670c8067468661fa5d5e3a4f4ba8914688f3fa628",
  "schema": "gridshift.signature/1",
  "signature": "cf6258d25b4b498b9a3fddd78ff1ae21ae6a11f0060d3af8588cccfa95b790806cea0602868067aa047545a7c74b76d568e78893f034c3f1f7eb8d36ecadd40d"
}
