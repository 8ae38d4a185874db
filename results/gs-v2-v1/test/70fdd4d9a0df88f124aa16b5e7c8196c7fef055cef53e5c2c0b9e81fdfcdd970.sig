{
  "algorithm": "ed25519",
  "content_sha256": "5186f28b91b5e9e69350a5b1b512bc846fb60f2dbbfa8badd2fea2211c39a47f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "70fdd4d9a0df88f124aa16b5e7c8196c7fef055cef53e5c2c0b9e81fdfcdd970",
  "schema": "gridshift.signature/1",
  "signature": "3c3ce63d9f546cb8dd3d434e6df07beb3f394a585da99f31d64cd6d0c8513b7fd2954543be41d8fdcddf73f654b94e214a2760e4ddfd376e55ac46ff47f52c05"
}
