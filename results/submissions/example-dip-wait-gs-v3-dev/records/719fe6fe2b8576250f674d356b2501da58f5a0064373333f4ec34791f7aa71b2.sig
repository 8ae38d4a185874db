{
  "algorithm": "ed25519",
  "content_sha256": "b760f6aa89cc0b4dd4265a0a5970d89f91776fa7ba197e499efabb375da6d02f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "719fe6fe2b8576250f674d356b2501da58f5a0064373333f4ec34791f7aa71b2",
  "schema": "gridshift.signature/1",
  "signature": "79cbde88c35faca609ffbbe667c996475f09d427ed8196273df72b2edc78cd10ae18519be8f5ed4ac34f4d4c2ca3b0f2bae1f60ab1cc1fb1702a819e47fd7203"
}
