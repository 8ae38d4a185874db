{
  "algorithm": "ed25519",
  "content_sha256": "99114149a4af96f8c113496117e7173fd06c7e1d9894f8d2373586555aa691e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16097258d019c0d53f653b7e9ae639225fb97117b5e9d6dc03458dedea932fee",
  "schema": "gridshift.signature/1",
  "signature": "43ba74e009d6effb14c5dad334110041e0bca3fad50ea2fe762a5397573b259282e0d6e19c4192c93c0abcb820edd0b41affefde1e6171fa277660928ab8d70e"
}
