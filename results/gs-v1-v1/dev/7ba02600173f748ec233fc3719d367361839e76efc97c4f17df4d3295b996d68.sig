{
  "algorithm": "ed25519",
  "content_sha256": "bdc651b582fcb0c0a8d68fe0e3a1ec91ebec57231e75ea581a71e9601d6d0045",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7ba02600173f748ec233fc3719d367361839e76efc97c4f17df4d3295b996d68",
  "schema": "gridshift.signature/1",
  "signature": "f9f8c07325ae06ad548f5005473cb6e23936a3c2650599315f7b44edc559543136c60f2b6fc0f519558bfb8a5cddf8ce86cafe615e8c3b9e5c42b886930cb20c"
}
