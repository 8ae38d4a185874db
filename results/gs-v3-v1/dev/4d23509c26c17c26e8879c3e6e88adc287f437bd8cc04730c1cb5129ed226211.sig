{
  "algorithm": "ed25519",
  "content_sha256": "35fd38376c9d1f7198adf43e68cb6ced690692f99fa3d4679b186a07ab8ddc0f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d23509c26c17c26e8879c3e6e88adc287f437bd8cc04730c1cb5129ed226211",
  "schema": "gridshift.signature/1",
  "signature": "6ede0591baf11a1f8ac1db1b61d94d958fe663e554fd561c07035cc79bb19c45313381d071bb629ef2e763b2e3c59632fbb024fbf9e52d5bc785ec6b846f8d04"
}
