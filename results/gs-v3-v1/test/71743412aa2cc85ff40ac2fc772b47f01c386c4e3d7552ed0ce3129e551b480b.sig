{
  "algorithm": "ed25519",
  "content_sha256": "6080b356bbb5ab4642266ea985e958eae6d1ab081b1c022b43577d0e46455d2c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "71743412aa2cc85ff40ac2fc772b47f01c386c4e3d7552ed0ce3129e551b480b",
  "schema": "gridshift.signature/1",
  "signature": "de6dd0dcdf9826013466269cc4d8849f7b7204056a713902bc5ec96f7d2ce9e71c4d8641e8bab1dc6b6df97220d895b398d709d6f496deacae305bafa75b6c03"
}
