{
  "algorithm": "ed25519",
  "content_sha256": "f216a68d2af27c25efe0a63c1a64b8df3e430d31bb72905467549e41e8e4381b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "66cf29515f69dd0d79e9270cdde80849f76ac3b0b674a024a734df704f4acaed",
  "schema": "gridshift.signature/1",
  "signature": "bdba4453d05a826892c37ec354ed7f718f82280afc2c5fe7e8da30efcb602914da0d69986e32e14553e8505a59126fdeebd53ade715f31e82ff2b75ae3a52b05"
}
