{
  "algorithm": "ed25519",
  "content_sha256": "ed21e16b61ab8650cf57c3abc3a9f75b1c2248f26e2ed37db7340f22fdb239ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0c3f5d15c66516257a822865c5dfda9ab1051b7eb59d9e09e41535008da4e7c",
  "schema": "gridshift.signature/1",
  "signature": "08c8f831135f76cbf991aed21913b3f44d232f22da629a78b22e791f7f9282f568ff800fd4372d0e9d4419d5e718fba2db1566ddb74841e1e75aae741e282b0e"
}
