{
  "algorithm": "ed25519",
  "content_sha256": "1ce0edcc210c6af4ba3301fbdf3eee65fd71314ef28ffb1114d374044c3cd6b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aedaea7b1ebb1f292a0c87568d8f91f68fa98c2ae617d7c0c80790b1a1554ee5",
  "schema": "gridshift.signature/1",
  "signature": "475aca941862614c21b9648b4679487cc90d0861464ad3127acc5690667ca687dda2e96f57dcb34bb85e227cd137e655bf7e233d8b60f6318d02928bd0c62300"
}
