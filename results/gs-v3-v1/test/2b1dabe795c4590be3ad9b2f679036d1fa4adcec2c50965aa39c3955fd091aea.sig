{
  "algorithm": "ed25519",
  "content_sha256": "67fdbd4c535e40591dc28b3fb383011381062c53a973d13d81c2c0d14d9b3dd6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b1dabe795c4590be3ad9b2f679036d1fa4adcec2c50965aa39c3955fd091aea",
  "schema": "gridshift.signature/1",
  "signature": "516a5904b5b815bad49c04adca5b3a10f9ab5b083168c9c2ca1d49f4446597e4bd15b48dceb8d7675fa26eda8fa7162e0028778938645c81e59c206b6b3f2a00"
}
