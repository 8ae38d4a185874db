{
  "algorithm": "ed25519",
  "content_sha256": "4231e6279bf365a242ad051752f4fcad4f6b2387af1aa91de4705bd9f22fc99e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5e70c414bcb213491d18f1430877c1f4b30cabf974b4819bd109957cbbbcc74",
  "schema": "gridshift.signature/1",
  "signature": "458436b6d85b41a8b29dc6be0860f2ecd16bb7988cffd7163679e87ddfff00a2e74e71c2c0835a9d81bb8534339d9a4629acc904040647a3a9e3303065b11302"
}
