{
  "algorithm": "ed25519",
  "content_sha256": "f12f1b8d7cfa2f3520648e1b8e6734eb77e9184c0d231cfe584bb4814a601078",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea117df6e66ed8a44624af922fbe35427132e41dfa7aee975bfe459f04636160",
  "schema": "gridshift.signature/1",
  "signature": "68a1d2cbc8699f8d7a54b4a20eb4ecc29482a65539432a3398d269cc19a703e6ecf10a6e69975b5dbf9adc38b97f37c0aec1919381e90ba499a96a6a0a8c1d07"
}
