{
  "algorithm": "ed25519",
  "content_sha256": "cef495a6fb8cb2298304bcab962f71482d58ffa9b4236309ee9b15ee09762fc8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d3b66f22c180897a1f45040f8d8ac0a54c18965736c7fb61c8159e66c65810f",
  "schema": "gridshift.signature/1",
  "signature": "0f8d87c6ff04bf778d12eb7caa2f7c83192aa2dc6f08e95c57ed98ebeaaa5a175c6ee69cb074e304ddf7b9155bd95f2d6d3242aaff3bc017673bdf1da0ae840a"
}
