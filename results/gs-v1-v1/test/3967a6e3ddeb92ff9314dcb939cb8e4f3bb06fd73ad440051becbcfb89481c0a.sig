{
  "algorithm": "ed25519",
  "content_sha256": "4c7bb4e3803420e6017cfb266b64200524428af679290e5dfc4d3cd4264c7e6c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3967a6e3ddeb92ff9314dcb939cb8e4f3bb06fd73ad440051becbcfb89481c0a",
  "schema": "gridshift.signature/1",
  "signature": "14fd77c897b82c4dcbb6e8206d0b64892b8f447e0bcf67aa7ad6529c9000b496174a18a2f2e5ca14a6ffbd8758b4e6524789272e96c49b0a41a7cb7c428a890e"
}
