{
  "algorithm": "ed25519",
  "content_sha256": "0ae82501e567e6c88ccf3cd8e4fa25d823b273d2e414d8fadc517c4b90254158",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f69b9e87b5c955397f9d597e61470e4d2204c31484070f8f5850ebb1d077a3f8",
  "schema": "gridshift.signature/1",
  "signature": "09df1d25e03b57f980a8c66edc02d1ce5000b7b363cea41caf5f32a6fa9c2c0bcc4dffd491256d68f36ca25285b7f4961ce7420e56b7ef1c981fc5fa49fd0a09"
}
