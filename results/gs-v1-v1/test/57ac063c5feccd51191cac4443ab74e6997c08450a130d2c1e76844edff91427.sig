{
  "algorithm": "ed25519",
  "content_sha256": "cbac0ffbc04a014e42f012fc7db51f3d30f111f2974148cc5d6c3f788d9d779e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "57ac063c5feccd51191cac4443ab74e6997c08450a130d2c1e76844edff91427",
  "schema": "gridshift.signature/1",
  "signature": "1b0e132b155a50dd60c364c3ac4e30d89656414fc2f644d69a8a1a031fe6bca6a55de515a4f964f84eae0d6d75c5c15f22015f74e328cd2d9555eb2a899aa70c"
}
