{
  "algorithm": "ed25519",
  "content_sha256": "c13db32241833c5a7a30b7f1f18be14f15f635d25da3ceb1210461af32d010bf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20a8183183e60d99ccd4841a65dee4fa8552ddbe9c1d6eda053b70f26d76beea",
  "schema": "gridshift.signature/1",
  "signature": "c40e6c0b817076ad6ac04f14746842887ff118a6a0e040ce90cea3b8ff78319cc60669799714231bf4afcd5932c9c9c7281c69afaf174e1e4a50e666000e300b"
}
