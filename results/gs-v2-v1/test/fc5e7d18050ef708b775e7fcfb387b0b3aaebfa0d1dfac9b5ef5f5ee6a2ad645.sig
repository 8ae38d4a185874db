{
  "algorithm": "ed25519",
  "content_sha256": "b37f8debddd2ad170d7b736394d9ede2eb6f2eb46d2806ce6cac70ede5875e30",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc5e7d18050ef708b775e7fcfb387b0b3aaebfa0d1dfac9b5ef5f5ee6a2ad645",
  "schema": "gridshift.signature/1",
  "signature": "66bff8814dfc5ca2c5e9826160a662832a12c932c7d15559e24ec2deff47e8dcca3a47d4d8d8e1d683324cea2d9a153aa91f935d1ac9d3187fe6e9a41f7b490a"
}
