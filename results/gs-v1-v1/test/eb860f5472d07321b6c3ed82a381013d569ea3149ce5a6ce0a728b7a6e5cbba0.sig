{
  "algorithm": "ed25519",
  "content_sha256": "2345c0434002c6aad12a49e2f5361ff16fab795596dddd45971d5501c62d6bd1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb860f5472d07321b6c3ed82a381013d569ea3149ce5a6ce0a728b7a6e5cbba0",
  "schema": "gridshift.signature/1",
  "signature": "a2ab907ba29bd2c394ba67de0a5d30ccc04840e31cfba2f245535c9018ee3d738a126b343a3fd5ab88600a294f4d9cba2226d5c2bcdac4fd366434863055de0d"
}
