{
  "algorithm": "ed25519",
  "content_sha256": "de3fa1756c654e441f1808cf3434b2f91e6f17714ec74e0612fcd52e820f193e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23e43a131a1e70951840a5884893136b1b17040ad2ccc55f7ed20ea1ae3b6c2e",
  "schema": "gridshift.signature/1",
  "signature": "bdb0a4b300bd0cb2788f51e0eb84ef866bfb3ca0e5d035f89337c711aa0a4a97963ef21b1449f75b15e8a3762f5729cfc04c210d8b5af6fadf52b5d1a19ba505"
}
