{
  "algorithm": "ed25519",
  "content_sha256": "61409beb3f16f4c72666f230935192139f0f5fc58afa41c90de37fedb1e25e4c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d68acaec92d439053940a118457a4d755b573b03c619d3f6b67dfce56fd6ad2",
  "schema": "gridshift.signature/1",
  "signature": "6fd887d1b18818573513e7f51cee5fdc874024915f33e79b0f04fcc1ffae62391a30a7ce79058edaeb5ac157e0e171bb7b672ee9244f5f211f527f38d8d99206"
}
