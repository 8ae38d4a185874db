{
  "algorithm": "ed25519",
  "content_sha256": "dac99b83479f55cf955fcd4b06ac81e9720e530bb5fd51e982f3d5b6df655f57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c2777059278018eb176d55350333002c87467e64b63163ab76e1a8c65bdf3603",
  "schema": "gridshift.signature/1",
  "signature": "7a1b9960e17b0b3a0c6aaddd32e89faec544973d937574723e622fc6f5cf1b053abc584f124619a0fe7e4a9f6bdb1b8ff85772c937c979fbef9ff52e014fd909"
}
