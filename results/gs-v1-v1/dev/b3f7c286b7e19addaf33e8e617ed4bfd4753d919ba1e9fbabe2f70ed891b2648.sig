{
  "algorithm": "ed25519",
  "content_sha256": "8b881cb804a45012cc0329165c3a7cba285985f2b6cebe348b9d09463bb06b02",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b3f7c286b7e19addaf33e8e617ed4bfd4753d919ba1e9fbabe2f70ed891b2648",
  "schema": "gridshift.signature/1",
  "signature": "9f814e3c1a42fa871418c3d429e4803067a24e70e441a2cc382422135ee62540bae25670427cbc65743cb80e174f04469f902631fb0a577fc5ff0abad401de06"
}
