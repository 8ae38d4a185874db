{
  "algorithm": "ed25519",
  "content_sha256": "80d5da93c99da25ecf03f93dda0ed0fa97dcc1b00bfea1a38e92ac27c0acbcef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f3dcfc4bde782b0a2db0ef27d84f804110cefe701744f1a90390bcac475f6ec5",
  "schema": "gridshift.signature/1",
  "signature": "2eae9fe4178405b8d439a8f4ff03b39b37a8fc1e9acc5ba853d2e4d05cc7be128e0fa6b7aa1c9c9b1bbb6ba7c7852fe0555d3044458b566c3b5242ee1d6a9108"
}
