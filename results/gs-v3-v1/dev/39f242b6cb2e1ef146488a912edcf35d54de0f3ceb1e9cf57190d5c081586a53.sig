{
  "algorithm": "ed25519",
  "content_sha256": "be39d3dd9ae481515e1720284aac0fe5632fb45e648e665eb378d852b8e21620",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "39f242b6cb2e1ef146488a912edcf35d54de0f3ceb1e9cf57190d5c081586a53",
  "schema": "gridshift.signature/1",
  "signature": "35d2039a3ff12c1c1569e056fe3d4063912dc0ab6fe6859c02edad7ed72d26a91f7589ec898c679b98932c98134e8cedadaab23f27d05f2535ff215692352908"
}
