{
  "algorithm": "ed25519",
  "content_sha256": "ebfd0e23e31664d0936884cc4ce495acda6dabff66d02febe140b5d807192b8e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8d68f8b06942ffb17e9f9330a62bdbe2207b043e9b669bbec81e82dddb0888e",
  "schema": "gridshift.signature/1",
  "signature": "fd6a425dd28652ca306355fa04d74beeb5e7cbc3d535d6564631506f768ac938269329b8dbed14cec8b49084e61776acfa075edf70f5adf62adff8e2a644480c"
}
