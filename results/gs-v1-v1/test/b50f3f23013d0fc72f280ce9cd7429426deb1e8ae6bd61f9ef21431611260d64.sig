{
  "algorithm": "ed25519",
  "content_sha256": "f0009f0a306450213b75cfaef18973ef7ee08d844e6570ff37f78602c2cf39ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b50f3f23013d0fc72f280ce9cd7429426deb1e8ae6bd61f9ef21431611260d64",
  "schema": "gridshift.signature/1",
  "signature": "2d07e8044d5d9dac89095c376727339acef884a33985306c3699ccc03477d29916a2b90ec91189de24d9b031dcbc4ae5d02fdb6a313907edea88e6f0fc609601"
}
