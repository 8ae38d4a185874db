{
  "algorithm": "ed25519",
  "content_sha256": "79595b64fe75815edfa74e6003aaf4b68f8d49c53b8bb6f0e1fa93c48cd4ef29",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0cadcc4329decef7d7e4477b8e6c0a4d0e7e04de4a58f3bd722708345c9cc5be",
  "schema": "gridshift.signature/1",
  "signature": "d591a0588ce08ec8a0ffef2290becf434084cedac1442b62d63ec1b201da726e68260b4609bbaecf45f6c15f20a4a9d480237839300eda778604209e633b8105"
}
