{
  "algorithm": "ed25519",
  "content_sha256": "d6e8481f7bc48660ff53c375371001e41c91934ed34f04b4bbfc6b1cce056f4b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7518600db353ff502b617519e2a30efe0750501f525b8f15f44a14c945bfbf3c",
  "schema": "gridshift.signature/1",
  "signature": "2c6bd0fafe1cb7ea80231eb934a3dd3baa67547658a632d99783c18f512b13799418dcb8356fcd28046c5a65a509c480c3400268f4d56fde0d81a7ab20447d07"
}
