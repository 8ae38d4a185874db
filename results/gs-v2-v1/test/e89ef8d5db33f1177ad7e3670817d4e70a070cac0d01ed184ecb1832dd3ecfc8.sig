{
  "algorithm": "ed25519",
  "content_sha256": "c6347155f9fe97c5ef377bb7ff663e15e37cffd6a074d612de1ac483b03beed9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e89ef8d5db33f1177ad7e3670817d4e70a070cac0d01ed184ecb1832dd3ecfc8",
  "schema": "gridshift.signature/1",
  "signature": "f5e04e0b2c3ebf41ce228b2c3ab22798fd557cb267be059bdf797d65b763312620208fe5135be136bc063a137369c86052e1299d209a6763d2a17554c94c980e"
}
