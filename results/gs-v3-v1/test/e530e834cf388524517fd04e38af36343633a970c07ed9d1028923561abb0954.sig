{
  "algorithm": "ed25519",
  "content_sha256": "631a60fb25d6015793021ccb13bb582a4a08a5ec3bd819e5378dc30a4c05e0cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e530e834cf388524517fd04e38af36343633a970c07ed9d1028923561abb0954",
  "schema": "gridshift.signature/1",
  "signature": "8e190deda26d535970f0ee97b1508836c20f2235243b30ede918df4b44016df2067fa432f4a07f2e42a0af66a56ef4a873edfa1e610ae2b2de2ade1ed01aa401"
}
