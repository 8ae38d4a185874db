{
  "algorithm": "ed25519",
  "content_sha256": "2fa2d026dc27b7ab1bc6ffb73568c2cb5ac9d3aa387f94a3191fedcb06b6f3ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "accadbad66be990933dd7e016faf94494771e7d6210331600d27b58859486212",
  "schema": "gridshift.signature/1",
  "signature": "6e639ff62b5c7ce0ce9f87550898941b9613f91592e7e35f7ae3a8cab271debd08e7925bfafc47678ff4d7fc96e9da9c1e6d7fe6e376d0105f1492454ed08c03"
}
