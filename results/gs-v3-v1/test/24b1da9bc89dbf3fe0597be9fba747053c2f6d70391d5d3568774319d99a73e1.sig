{
  "algorithm": "ed25519",
  "content_sha256": "e413aea3e5134d86cbe25d144f7580458ce2db3995fc48da39f39bef8ff9a5c2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "24b1da9bc89dbf3fe0597be9fba747053c2f6d70391d5d3568774319d99a73e1",
  "schema": "gridshift.signature/1",
  "signature": "f4f09b053c26fc02d80861506566e3fc2c0efd34cad9ffa8d6a249bbda7ac6c8275e61ab87908ea7b3abcd66938e29c64ddcff32c4e03090dcb47459ed2c1c07"
}
