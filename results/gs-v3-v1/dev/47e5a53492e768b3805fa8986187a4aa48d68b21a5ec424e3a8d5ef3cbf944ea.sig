{
  "algorithm": "ed25519",
  "content_sha256": "be69664c45c19ea1138df63a93b4b04efda4c234518d6f77e11670037fa42b04",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "47e5a53492e768b3805fa8986187a4aa48d68b21a5ec424e3a8d5ef3cbf944ea",
  "schema": "gridshift.signature/1",
  "signature": "5435dd025407cc68c9a4a2f4b1d352d5709026d6f4fc5c765f6586d626f2a14afaf0eb599b0c163a6f2d3c23e87c0008db12e65c1c6777ce25f4c49708ef1907"
}
