{
  "algorithm": "ed25519",
  "content_sha256": "1778819fb541c7b1a6537b274c2d704fc85363daa8b62132692c4c5ce72068cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b78c70a0e18013bb5ab47b0ad6d45f791014d7f0757fb8ca41e1e140e9ec384",
  "schema": "gridshift.signature/1",
  "signature": "2fc74021d02d2c11ff483b3b8c59d3eb5f105b20efaf830eda8b37702105d34456a2f0528e5689f309e4bb1a70f9dd74fa7453f5f314105efdcfe415127f5406"
}
