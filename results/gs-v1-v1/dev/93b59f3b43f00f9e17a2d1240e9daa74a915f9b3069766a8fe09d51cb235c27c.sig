{
  "algorithm": "ed25519",
  "content_sha256": "9f806170a87e4a720df7f1cbc6930317b3dbcf0006c031ef5081997913dfa38e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "93b59f3b43f00f9e17a2d1240e9daa74a915f9b3069766a8fe09d51cb235c27c",
  "schema": "gridshift.signature/1",
  "signature": "683ff826bb8620c5858cd658dab894fa8aa533a57317b363286da69f303cfba084e4d3adff2d576c4db54b87af551accde12fd0f9db203f3f2c193fad27c4004"
}
