{
  "algorithm": "ed25519",
  "content_sha256": "c732d0b169c84bf5bf18c7e03a0263599348b2cad2e3d51a364e791c5c08f66f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78dd5e869ce884b23f0203d3ecc6445110cb077c2202f3bae5ec2deb6848a7d5",
  "schema": "gridshift.signature/1",
  "signature": "361bd83e2c0e354b4f54834c4c094262d0aef8f20cba456038c3a5b3f8f72a1b7013f1d5ba9e6854d841818ae149952aaf66ed939406c52811de090a9a063a08"
}
