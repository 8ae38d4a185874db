{
  "algorithm": "ed25519",
  "content_sha256": "f85cf0cbd504f74129c9ac816b3d65b7828b93c38c4f35e415e9ff84aa6ee3a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "08540d59ff0247b350e6a7e8828f713cea2cdf0ab10cf884bf070737a4c99187",
  "schema": "gridshift.signature/1",
  "signature": "e83e61d412003d2a442f1ae1c090f367373de8fe14095760446668b66121f8bdc3fe600a21db32bdea78827b90595d10e57977f553eb9323f11af6e12fe0a403"
}
