{
  "algorithm": "ed25519",
  "content_sha256": "8511401bc1ec0ea1aab4d17df1d4e942ee6c2dccbf61cde9d14fb341c5e1abc1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "75f4422ed0213ebc156981ac7c49350fd7f5d5d738904f021278841ce1c33993",
  "schema": "gridshift.signature/1",
  "signature": "d82a9ebc8768a3bfa97b5f50d3507f8ebb2f2c3b12d3a61573e893331a39cfb5070438c9965071912878aef47e28b7b83fed1ba5ed5c7c35b279439c7e29970c"
}
