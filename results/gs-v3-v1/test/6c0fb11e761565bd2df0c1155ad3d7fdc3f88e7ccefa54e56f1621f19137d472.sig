{
  "algorithm": "ed25519",
  "content_sha256": "dc9ea4b13ac892a385d26b8173efdac7a4b5994d978d2935cf4662e691dd9a38",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c0fb11e761565bd2df0c1155ad3d7fdc3f88e7ccefa54e56f1621f19137d472",
  "schema": "gridshift.signature/1",
  "signature": "3892cd06c0c64436b8093fec0c310b85b61d3806d68ce5fb6bf2161c158dc1424e1489a3606dd611775db57485516c86af46b5f8655b9f239ca8c4a67a4c3306"
}
