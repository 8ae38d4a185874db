{
  "algorithm": "ed25519",
  "content_sha256": "0a321750e841e764537d725a699e0fa796f86e219fbc39188d9dbdfe10dfef38",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7317737dbf21f05410fc110c583a2960b3e9fb74e9e0f39f31018f199d67e23",
  "schema": "gridshift.signature/1",
  "signature": "aec1d652524fd40cf48657f8f08569736b87eff0418ba88104cd7079b15b2cd724c6b739ffa1aef26cb9f23c6127635bf6ab576c33f1ae37bdfa3d178b5d960c"
}
