{
  "algorithm": "ed25519",
  "content_sha256": "4320a6f4ac6ca241d8ae21baf98e9ed7cf8559958ac8a8a4f3e9ea457640f6fb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "17d1935e4e1d9a39fd6d813e7cf8d50943b4cd166e81ccd52dd2e535a06076ca",
  "schema": "gridshift.signature/1",
  "signature": "a52f7c398f640bcbcc1b7ee5488f9cb57d18b51dbecb91ca86ba40a5c9a35842def8a30a821062b7ded45207f8d66e104786e099dd809f8a60c542ca552c2b06"
}
