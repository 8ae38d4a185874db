{
  "algorithm": "ed25519",
  "content_sha256": "f00890d3b1ffe995897484c333333f9922da18c4b449551d4194373e6479d4ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40f9bca38ff38f3b34f393b51459bac55c0c85d8073605574c5673e1f9bb6df5",
  "schema": "gridshift.signature/1",
  "signature": "dee9768d7623fac51ae60e7a598393a8408d5841c19019ff1d9a0de99354ae18db076eaf7dfaf1a0651f8ed01c838a152e9d4fd72ffaf624c3bc410ef243160d"
}
