{
  "algorithm": "ed25519",
  "content_sha256": "3a832fe81a20c0462176e810c87fb9d311002e6e17fc7b3af55b33f98189cb71",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4c2af5047e3da007934822efce23a7f565acbe93d82fdab9e3f3842ad02ef6bf",
  "schema": "gridshift.signature/1",
  "signature": "a93bb224f17e810836293aa075f107f7ee6c8a48cfa1b0e7cfc582c07645d67171e47a17951e61dd861b3f25d616d2b7d5dc42550054451133b20d821ffaeb06"
}
