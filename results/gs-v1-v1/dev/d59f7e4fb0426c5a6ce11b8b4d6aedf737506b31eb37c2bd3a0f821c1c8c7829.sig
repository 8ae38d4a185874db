{
  "algorithm": "ed25519",
  "content_sha256": "e509f04cae95ed19cc98a23c2fc98ce1706fd3b963dc5a84d9424c5a90ea32c2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d59f7e4fb0426c5a6ce11b8b4d6aedf737506b31eb37c2bd3a0f821c1c8c7829",
  "schema": "gridshift.signature/1",
  "signature": "7798d706baf1d5b3c11a292a9f6ea36d293fc37cefb0975c652d06df1e05452523df7bfd640defb3dc8ce237d6c02b83f6549ccb179a701ef72c6b10266dfb05"
}
