{
  "algorithm": "ed25519",
  "content_sha256": "71e5cabf1ea712ace8563b67e83cac931e2f81b647d41609d2555ffbfe129045",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d8bde07f32f093f14c221faf0c93762c5f324e0946d51cedd60d43060ae2069a",
  "schema": "gridshift.signature/1",
  "signature": "386a3c28c46e812ee5310f203d5fbe0b6d9a95a5b2a93cb2b76f1b8e432071a489a89b25933f83866a69d3b6065321726e145c528f5c673ac11762cd9fa9250b"
}
