{
  "algorithm": "ed25519",
  "content_sha256": "eacf7b6f51e74d5e8a730dcff29c098cd5bde5035055dbfe7c785baf5f0e50f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7702e457f2b2f1526b40f4717666f49203a2910fdc2f5fecf7b457cba6eca60",
  "schema": "gridshift.signature/1",
  "signature": "08d91a0c7b30be51d869c8bf8effc5fc356611f77aefc47b62d11e3d6861361194f7ab34d5dda9de08ba7a93ed2fcfaea05f44cf64fbe0880e21fee30f1acf04"
}
