{
  "algorithm": "ed25519",
  "content_sha256": "49d681d3300b9c1eb1b6bf51c7b4f7c71db4958fc784afc73e561f95f7bd31cb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fc1004f4efa4d32ec1297b096deb90f5724387eb757ae205f45ce4a5717a5231",
  "schema": "gridshift.signature/1",
  "signature": "c5fc71f61e7b776192581048bd6dde07fe16eeaa0c85fbc2a268035299815c7a9cd4fc5c93e40fcc9b0b02c33c3f97b49449bd9da1f0d93b795b2805e492790a"
}
