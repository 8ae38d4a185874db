{
  "algorithm": "ed25519",
  "content_sha256": "e6547675a8db0e6d19901c950d4df5f6c97ac54cef1bd2559db9d7cfcc760966",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7ba320177b9fd6351025d18e5ef1ed198d590d0c072f7ff321021a50e5592ecb",
  "schema": "gridshift.signature/1",
  "signature": "1b857aef21388cc9c9e4245ed3a2ffda7530bc9824e521e4d21077f4de987e543de9879e5bfaaf629b1545ee5cd3154adb1201969c2cba5a7912ae62c7f7ee0d"
}
