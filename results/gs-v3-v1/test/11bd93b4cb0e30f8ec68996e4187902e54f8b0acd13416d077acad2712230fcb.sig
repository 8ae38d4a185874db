{
  "algorithm": "ed25519",
  "content_sha256": "9f9dbedf4b39cd89d004bcdb2e83072e27e696fbe04a84d67d5943a3f2b259b0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11bd93b4cb0e30f8ec68996e4187902e54f8b0acd13416d077acad2712230fcb",
  "schema": "gridshift.signature/1",
  "signature": "22c362712f79a216ca2a2e527517d87a0d666ec9194a0af06d646631b3521a11a44008ada1d6080bb568c2cba5a290df22dbad82060e4d918ef9948cde3d2d08"
}
