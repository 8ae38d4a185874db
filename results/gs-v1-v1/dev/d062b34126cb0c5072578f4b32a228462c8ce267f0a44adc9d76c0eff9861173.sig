{
  "algorithm": "ed25519",
  "content_sha256": "9ccdb021a074d0f6bd5fa8468151ad8409ba106fdb019a11a9fd354f3cb676ee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d062b34126cb0c5072578f4b32a228462c8ce267f0a44adc9d76c0eff9861173",
  "schema": "gridshift.signature/1",
  "signature": "a040772da802167cbc7eafa117e3722af6a41e14f8f953f01076ce52b81628769604aecbf1a08198cf6ba7679965d9709c6b7a8ac23ff27c280995bf7b73b909"
}
