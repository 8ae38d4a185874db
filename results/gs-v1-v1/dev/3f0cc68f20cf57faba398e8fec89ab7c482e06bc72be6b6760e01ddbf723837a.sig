{
  "algorithm": "ed25519",
  "content_sha256": "1554430c81df98264658466168da6f5dba0a631ed1ffddb45782394914618937",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f0cc68f20cf57faba398e8fec89ab7c482e06bc72be6b6760e01ddbf723837a",
  "schema": "gridshift.signature/1",
  "signature": "ac70d8b31fbe30057e6032e4dd8fae3cad52d63c9e8fef08d37d864d439694235697a7e6399e56cb5caa80264bd8425d13dc02c13d4be74c7e18071df005ce0e"
}
