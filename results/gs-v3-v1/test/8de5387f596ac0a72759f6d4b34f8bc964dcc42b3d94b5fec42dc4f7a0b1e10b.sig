{
  "algorithm": "ed25519",
  "content_sha256": "b9e864d88e75c248793866fc3c6307fb2b340afd67e0d0a8a5df41fe9540c348",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8de5387f596ac0a72759f6d4b34f8bc964dcc42b3d94b5fec42dc4f7a0b1e10b",
  "schema": "gridshift.signature/1",
  "signature": "78bef191f2ab5b35c130911a3b6b67064713e6a1eb0d68c0b422dbf82dd61666659f295b4af063465be058dddc3c2fd94e5fe61ef62246af168031913bf34d00"
}
