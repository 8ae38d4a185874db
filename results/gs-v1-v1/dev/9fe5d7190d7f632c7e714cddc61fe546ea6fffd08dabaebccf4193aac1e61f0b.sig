{
  "algorithm": "ed25519",
  "content_sha256": "f35eb6bfed60d2836e2cab0aa10499dfb84af032916a4938b1e0dfdd88a30218",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9fe5d7190d7f632c7e714cddc61fe546ea6fffd08dabaebccf4193aac1e61f0b",
  "schema": "gridshift.signature/1",
  "signature": "3bc114e290f04099ee06d4bbb9a62e94afd0236faed44bd02abbcd40917b5c1f313e72d79affb65f379ba087dd898a99e4ac86218e03e2e9203ae0022a43b20d"
}
