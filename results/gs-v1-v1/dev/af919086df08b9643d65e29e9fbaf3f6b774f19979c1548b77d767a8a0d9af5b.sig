{
  "algorithm": "ed25519",
  "content_sha256": "bc83fcb77e1cbec0d83aaac1891c6164748f255690ad44a4496bb6b40ab34a89",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af919086df08b9643d65e29e9fbaf3f6b774f19979c1548b77d767a8a0d9af5b",
  "schema": "gridshift.signature/1",
  "signature": "3138bd309e08d2f13d062a35edaaf47f9c14272ecc0792cd03acdebf1a02f18bd6918e39c32af56115f6ce71612c55e6308e2bb5af2d23c0e538f995091edb0d"
}
