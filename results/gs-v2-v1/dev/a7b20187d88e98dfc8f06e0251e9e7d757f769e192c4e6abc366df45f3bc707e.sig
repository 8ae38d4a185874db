{
  "algorithm": "ed25519",
  "content_sha256": "6e4c6358f4600934e42dea7a26cdcddd8b11e90951fd29bacc0171a29e0b3036",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a7b20187d88e98dfc8f06e0251e9e7d757f769e192c4e6abc366df45f3bc707e",
  "schema": "gridshift.signature/1",
  "signature": "2115f40c9a99e9922204f96a588ddb4d670eaa931b470ff0a05954771e0bd8c062559cbd705e36ebe5a95a5850b54f01f0a6b525b72150db304a463ffb687a0a"
}
