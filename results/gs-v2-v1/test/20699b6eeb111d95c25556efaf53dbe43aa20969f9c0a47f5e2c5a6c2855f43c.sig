{
  "algorithm": "ed25519",
  "content_sha256": "758e44413384d3da9f49ff09f0ad3e3d3f3c9804fa757d7b742375eb5cae58d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20699b6eeb111d95c25556efaf53dbe43aa20969f9c0a47f5e2c5a6c2855f43c",
  "schema": "gridshift.signature/1",
  "signature": "a526e9636d9f9f136db598c8d981f40d04ae0ecc5e04f1083cd337a412bc4dc97dc6fbba7c835190adc35928ccffc8c50d4183b160a514b6c5208d9df0e2eb08"
}
