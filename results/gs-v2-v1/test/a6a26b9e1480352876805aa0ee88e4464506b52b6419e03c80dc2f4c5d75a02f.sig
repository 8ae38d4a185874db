{
  "algorithm": "ed25519",
  "content_sha256": "fb2edf5f4efb430e05b71daa4726941472c1ceeb445a31cd292bdc81224fab1f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a6a26b9e1480352876805aa0ee88e4464506b52b6419e03c80dc2f4c5d75a02f",
  "schema": "gridshift.signature/1",
  "signature": "d779e5db3564ca06c1f8b56b1f66b853b68351fc4d05b24e2aa96ebf149a9aeeeade9f6a3eb8c31c8a4f0452d9370ce3d5df7b3c90975ca2c4a7c1b4e848fb01"
}
