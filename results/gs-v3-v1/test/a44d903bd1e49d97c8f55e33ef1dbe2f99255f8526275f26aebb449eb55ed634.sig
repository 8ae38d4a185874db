{
  "algorithm": "ed25519",
  "content_sha256": "94ff17d171139bcec08bc03a2c61b05f34f866ccfb8f4ee2be41ae3dd2f3623a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a44d903bd1e49d97c8f55e33ef1dbe2f99255f8526275f26aebb449eb55ed634",
  "schema": "gridshift.signature/1",
  "signature": "0625f2d735895b209808348fd33b104831486e83318d4254dc5300e74f4cf4c5bde56b6090ba56ec36ca683af73bc78397759991125bd39324da8eaf39d1bb0d"
}
