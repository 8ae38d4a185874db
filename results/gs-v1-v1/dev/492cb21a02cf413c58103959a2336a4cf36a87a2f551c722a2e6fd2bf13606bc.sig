{
  "algorithm": "ed25519",
  "content_sha256": "ad6240199034c71a22c2966de766c9d3a6035fbbf80e4b5610ba78cbb3f84579",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "492cb21a02cf413c58103959a2336a4cf36a87a2f551c722a2e6fd2bf13606bc",
  "schema": "gridshift.signature/1",
  "signature": "feb115746b96f4e77c65c462abd7caa4f9568b5f2361e8a681132b03e2e70ad679cd816a03487b0552389dc6cda06e3edb480e0f53d8866b70cbddbcaf41fd00"
}
