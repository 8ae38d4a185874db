{
  "algorithm": "ed25519",
  "content_sha256": "02541566286df956f8b1da6d604b22fc183c22c9e0e5ff15a516ae96ef77657f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7570f0d99ae263fa7fcd1594d3f70536ff4f787e8e7c3841d7fc8e40e4895f81",
  "schema": "gridshift.signature/1",
  "signature": "13c869f688acd42f3e6d07cf06a21a9b0a7234f64d093f92ac5950b65a4bd0c042ea25bbb16cd205fdff801ca3c0c926340c01436dbcae8e97afbc320a23e90d"
}
