{
  "algorithm": "ed25519",
  "content_sha256": "2b65b7367cbcf10a77a864824f64f2e57a96df9581956d2415acc43408bd841f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a94b07a428c8e60f7a44c82d261ffc60fd2f5bf419f7bda7eafb425427e7e4ed",
  "schema": "gridshift.signature/1",
  "signature": "f85de99552345a3f4d7a25d6cf54b9e471ed4953198eecdc2bc19d89fb42a341ac43ad2776c74ab94be9a7e7672972fac3bd9420d3deca9b99584033b1811902"
}
