{
  "algorithm": "ed25519",
  "content_sha256": "65145ae007b6fbf9776c53b36c42409bfdf1604a21dafa2bcf58907b7e969b01",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "80d4d79baaacda30672d6e9dbe8e01b8b8e237f8a8d5aa80ab5ee728aefdfd57",
  "schema": "gridshift.signature/1",
  "signature": "48add35f9afff1a1c95dff854f1f4b46f3d29f0bb74d3f388512ec7a0fc9e401a60adf1a7715c70a03a6d54921b057f0d2e7975538bfbf338da3667991b10307"
}
