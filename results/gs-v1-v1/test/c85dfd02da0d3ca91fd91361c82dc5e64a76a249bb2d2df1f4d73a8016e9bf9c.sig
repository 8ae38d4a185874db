{
  "algorithm": "ed25519",
  "content_sha256": "60edb737695eb2b70d3159362d3822dd48eea5cd5edc47fe73506c2ee54341f5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c85dfd02da0d3ca91fd91361c82dc5e64a76a249bb2d2df1f4d73a8016e9bf9c",
  "schema": "gridshift.signature/1",
  "signature": "18709fde96bffe6aa7018e1834bb381a5e9e37083fefb8e855e7d7923b03a3f9b6655891ee32c23b762eeafe08dacb54c70f84f8afa1c0532ecb13e04162bf0b"
}
