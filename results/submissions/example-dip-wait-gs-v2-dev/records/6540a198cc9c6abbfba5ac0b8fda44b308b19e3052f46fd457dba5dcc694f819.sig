{
  "algorithm": "ed25519",
  "content_sha256": "80ffa8cfbb912d51884328e85f5e45a2d1ae2af6681edf7a72ed378c1e105485",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6540a198cc9c6abbfba5ac0b8fda44b308b19e3052f46fd457dba5dcc694f819",
  "schema": "gridshift.signature/1",
  "signature": "7a66d0d37a61c332925d523d78b4590cd0c76e7db1bf40f0ef3e6c8d55069652b67b1c8cfb76cfe57aaa9ac88138f4a05178aa4bd676b70647262884c528970a"
}
