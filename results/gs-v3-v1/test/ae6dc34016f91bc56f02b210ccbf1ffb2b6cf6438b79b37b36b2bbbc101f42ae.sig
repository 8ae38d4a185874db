{
  "algorithm": "ed25519",
  "content_sha256": "e66e8509c46fd55bc692eeb8eab2f2b6415c1e6d2bb7c92e2ac9ff171b19aa36",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ae6dc34016f91bc56f02b210ccbf1ffb2b6cf6438b79b37b36b2bbbc101f42ae",
  "schema": "gridshift.signature/1",
  "signature": "9d3a930a4cd47120859de3dd7e8bdc88471b15f8e9756d17a2228cbbdf9b71f2a99d9ba1ae0fa2a4b8c9af535b594cba932a2c8a1b70853854062a114215b00b"
}
