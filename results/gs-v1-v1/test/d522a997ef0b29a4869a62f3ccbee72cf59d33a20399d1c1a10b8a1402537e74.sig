{
  "algorithm": "ed25519",
  "content_sha256": "4ac45e7873e35aa8b76f9380907ffa3bc8092f9f1b86ed7673407c07d238641f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d522a997ef0b29a4869a62f3ccbee72cf59d33a20399d1c1a10b8a1402537e74",
  "schema": "gridshift.signature/1",
  "signature": "cd60936e22862db31b9fe82964ccb164db5a6e049405a4bb659157b45d5acd2d48f0bf5a6977abae470298f9e3fa354903a855f705f88e91ece4ddcb8589cc07"
}
