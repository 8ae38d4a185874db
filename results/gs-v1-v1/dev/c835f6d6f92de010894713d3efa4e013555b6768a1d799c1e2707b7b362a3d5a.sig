{
  "algorithm": "ed25519",
  "content_sha256": "c1cf15f161a9b9eadeb857be60534cb936af50ccbccad9d3b8bd2dd97cd4e741",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c835f6d6f92de010894713d3efa4e013555b6768a1d799c1e2707b7b362a3d5a",
  "schema": "gridshift.signature/1",
  "signature": "8d6267f05858325e542ff6116d03aba9917413093490ffef0106516b990e9bd7acb501f20573cc0e90b37be73324749942401fbdadf608545e079166e5937003"
}
