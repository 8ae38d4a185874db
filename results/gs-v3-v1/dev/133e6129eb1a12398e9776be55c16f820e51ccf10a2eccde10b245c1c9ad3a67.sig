{
  "algorithm": "ed25519",
  "content_sha256": "9e393589b8bff6977ac12a7a5e8a873b6987a3f1f0cff3dff5d002fa9f0b2d7e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "133e6129eb1a12398e9776be55c16f820e51ccf10a2eccde10b245c1c9ad3a67",
  "schema": "gridshift.signature/1",
  "signature": "c1e57e6fbe997fed26690941065d897e488c053fcb4dd1f8a0eea38e8aaa4ba4f11717a7dd3ed113d1acbf7e54b4d89200fe67c923d4c0873fc3aee877321702"
}
