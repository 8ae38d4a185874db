{
  "algorithm": "ed25519",
  "content_sha256": "f0d6fdafc7e05f9a889860d42ca2eb88fa4b21d913715af2038a5cd62eaab07d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ef29cc09aeda16b00972f9e072f33f7078dbce2dbc1b560e62f1d731a650b2df",
  "schema": "gridshift.signature/1",
  "signature": "4f9600d58989eab8b7a4738fb49b84fdd1cd62808819674bdd4e5be69221ba556d2d4726936e37215cb6c84c13a1abe8125108e04bed2db22c9d87f15111f705"
}
