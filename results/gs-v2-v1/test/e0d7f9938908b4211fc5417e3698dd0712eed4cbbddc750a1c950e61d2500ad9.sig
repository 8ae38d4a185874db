{
  "algorithm": "ed25519",
  "content_sha256": "02f05fd52c09dfe624d61f3735a55084386f76e81e1782f0ef49ee72c6644fea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e0d7f9938908b4211fc5417e3698dd0712eed4cbbddc750a1c950e61d2500ad9",
  "schema": "gridshift.signature/1",
  "signature": "2735e6b5aeba83b893f7b05ee07da3f91fd529b71dcb57c494af66b6f5172274ce5d11d7c32073bbf82798eaa264627add793d653763be414d23617ec234f004"
}
