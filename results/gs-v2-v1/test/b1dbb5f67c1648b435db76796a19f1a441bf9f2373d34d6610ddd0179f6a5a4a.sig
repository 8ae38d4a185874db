{
  "algorithm": "ed25519",
  "content_sha256": "fc74394274d697dbb67525f9a65e668998c4bd16112db25268aeb1fddd4f9323",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b1dbb5f67c1648b435db76796a19f1a441bf9f2373d34d6610ddd0179f6a5a4a",
  "schema": "gridshift.signature/1",
  "signature": "23233b20d2961233bf3eacb430f70c68bdac20cbc5aaf027bd6a3ce335a4158901e2f0c03906f53b8ea12bed9874906e881aede0b3cd8c41117804edae0e2e0f"
}
