{
  "algorithm": "ed25519",
  "content_sha256": "3dadef6f4aa4de88c6d8112fc51e0a688f2efa15875dae1d618002b2719a28d2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dd45672237b5108010105e24fb5abeca1c9fa53412b434a7917341ebd61102fd",
  "schema": "gridshift.signature/1",
  "signature": "0b36562cff1c0592c17d83ffa26f9022028165814a90c342c3dc4ccb0e5b4c082ada2d890a99c3e7abe8a8206de659ef586379ca5cd288f0d7a2fbe1cf587c0d"
}
