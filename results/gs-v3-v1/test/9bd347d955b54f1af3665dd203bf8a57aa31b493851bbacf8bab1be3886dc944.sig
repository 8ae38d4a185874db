{
  "algorithm": "ed25519",
  "content_sha256": "d78082a393425b7bb5c91469a204c5f7b26c447e1377c958c085adc06e41c322",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9bd347d955b54f1af3665dd203bf8a57aa31b493851bbacf8bab1be3886dc944",
  "schema": "gridshift.signature/1",
  "signature": "9ad28348b2d349ec0efd5760913c8695c422cd3deb6b888ebb42077ad6a5a242592c82dfe94ecd6876fef04774777a4409e8b7a7deedc1ed45d85e6cd0bcce09"
}
