{
  "algorithm": "ed25519",
  "content_sha256": "1b2dd1d37d5da3a91d1dd797143a720d568d86cca9c3e47c9d85d8b198b44344",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b6f7547d2b2baee16f9167a58922a323895ed9a78ca27d9678763e0dc41a65e2",
  "schema": "gridshift.signature/1",
  "signature": "3e2084e045fa5affc10ed6b2656b8eab0e7ab60ce56b21764cb3057d3cb398212c4731df1d7b4a3355fbfc368201649374c9cf82db429fda05d07d02fe5eca0e"
}
