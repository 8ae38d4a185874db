{
  "algorithm": "ed25519",
  "content_sha256": "ebcbca8d04688c43ea058fe8e176e08e7794983cf68de480b3cdf3bd0a72981d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "42aacb10ba5376cd95554af2ee46d529bdc45eb64c4e4d90306e44dcdd74311e",
  "schema": "gridshift.signature/1",
  "signature": "949efffaa263638c8dbf5f9ce2ab970ede28e89ac3915011a1b0feff70f40cc526673b690ece797837725a355f69c8da0bc54e0eee236f6af21d55ce83cd3506"
}
