{
  "algorithm": "ed25519",
  "content_sha256": "cac98d20a1e74e6ae1f95c8b330d0e879f7b92716aba2d7a720255356558e9e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a3e9f3c7f1b32f18304bf10f297ce0ddb1cae2e70e8bc62f7caae45e2565a83a",
  "schema": "gridshift.signature/1",
  "signature": "dd8459a25b25f862511e35685905742019b32173789ceba24a8115c640d3763eead24421b6e5a92505dc4f3fc67e681f817cb06e9e3402b50c4516a9602a540c"
}
