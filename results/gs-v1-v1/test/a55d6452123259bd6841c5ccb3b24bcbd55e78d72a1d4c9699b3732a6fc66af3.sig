{
  "algorithm": "ed25519",
  "content_sha256": "27d30c0ce43934869415171e3e400f95f77650be18120bf0e45da013f7548c60",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a55d6452123259bd6841c5ccb3b24bcbd55e78d72a1d4c9699b3732a6fc66af3",
  "schema": "gridshift.signature/1",
  "signature": "0bb4b15c1cf89ea0fb7a8d8d0fd200985635dfe47ffe48aa8d04c19f34bb9c15c0f7d1b9a5a9e1060298cad77bcc1d40a6f292852c622c1a7b112e6842be540d"
}
