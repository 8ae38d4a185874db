{
  "algorithm": "ed25519",
  "content_sha256": "3ee094fcef17d950cc50cec27bcd0e1b0ade29fcfb797d7bd2e9611f148de85b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9f98f8513923b0f9787e9c89c8fed30b6cc9c31a423861a15c76a838c5c329a4",
  "schema": "gridshift.signature/1",
  "signature": "8e82fd8cdc01d1ecb3b83853b0a0ff0241a87cbbb68e77e7643623faa15d1fac5f1e82e341d0723f27fde378bdfcfbe980fcfeb46279722f783a7953eae19308"
}
