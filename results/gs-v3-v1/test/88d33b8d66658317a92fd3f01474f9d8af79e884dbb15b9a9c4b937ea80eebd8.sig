{
  "algorithm": "ed25519",
  "content_sha256": "fea0ff94cc763b63ebd5729823abc8455d821574563d2edd1af98ce2bf4a01d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "88d33b8d66658317a92fd3f01474f9d8af79e884dbb15b9a9c4b937ea80eebd8",
  "schema": "gridshift.signature/1",
  "signature": "e21425bf43d056752b15c72f97fbfbf9d9fbda4f3ce8075510b0e61c6ad791658886c76360e694178ce618dc7ecc770311576e349ec9b75dd67122f3e97cdc04"
}
