{
  "algorithm": "ed25519",
  "content_sha256": "7b6b0ff318e4f056e43ab5ad34881e5a4680675e663fe3563282c9d9f77159e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9435660c4fb4420e778b2fcbde72f9f008bee87ea98431e9b91fd94e82f12b66",
  "schema": "gridshift.signature/1",
  "signature": "9cdd77db54f62e3750c6a2b9a9ac774c2336e8710c32d7470937235d9750f70a02726d9beb0c9a36dcff909f95b7ed59ea0cfbbdd3479c96d5ce22c982822e04"
}
