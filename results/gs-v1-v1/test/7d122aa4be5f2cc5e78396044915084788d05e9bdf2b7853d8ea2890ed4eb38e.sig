{
  "algorithm": "ed25519",
  "content_sha256": "e36c9a7d16298cbfddac9764ef047b19bb2ec71b2bf09607db8c71d34bc48056",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d122aa4be5f2cc5e78396044915084788d05e9bdf2b7853d8ea2890ed4eb38e",
  "schema": "gridshift.signature/1",
  "signature": "cd75494b115dbc97aeb7015489cc0275ddca4d3df599e033dab5ccb6d291084052503e634d1aaad58356130716067d226b6d912522e024a0980db46f22c47700"
}
