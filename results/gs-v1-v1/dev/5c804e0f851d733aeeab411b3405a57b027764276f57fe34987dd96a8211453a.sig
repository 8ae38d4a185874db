{
  "algorithm": "ed25519",
  "content_sha256": "9aeef19cbea91f1daaedd1a323ea12fb039dfafeccfc9f1cda8b7cc2a09b2cd8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5c804e0f851d733aeeab411b3405a57b027764276f57fe34987dd96a8211453a",
  "schema": "gridshift.signature/1",
  "signature": "b5c2a2f21720e4af2326e63eb399668bec652819bc3f4249d5c6038ce065279c12a0107956a973b2176146ef58a1d5e53432fc7a4060e8ee67caafc2d231ff0d"
}
