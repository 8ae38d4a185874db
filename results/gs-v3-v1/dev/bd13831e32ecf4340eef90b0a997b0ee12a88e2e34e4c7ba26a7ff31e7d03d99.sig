{
  "algorithm": "ed25519",
  "content_sha256": "950ed8cb468e94e7e83bf4f2294c39e4ab15e3e11e33d38058cd0587cbada5c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd13831e32ecf4340eef90b0a997b0ee12a88e2e34e4c7ba26a7ff31e7d03d99",
  "schema": "gridshift.signature/1",
  "signature": "ae5a75ebcf1d9a6cdf35d2099fcc202912eedd34d13fff97c5fe69e389e0b30768a1bb23365324a5313a80f20a10ed27c42390bd73cfa1ed800ecfa8124ec608"
}
