{
  "algorithm": "ed25519",
  "content_sha256": "04924784a9aeba818157e54a99e17fb4df1affa330965438d15adb109060fed8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3746e993cbfa2f8bc2a4778170580f73f0f9674d81a3f5dbe34e2ae1b8beae12",
  "schema": "gridshift.signature/1",
  "signature": "39262d70730a42d2d2b76e3dd08e8cb60fcdb6977def1e676e7b2b69359a000767ad7c90704c54dbc01c664e2f49c4670f7fde48a53b6fd124c20af5398bed0c"
}
