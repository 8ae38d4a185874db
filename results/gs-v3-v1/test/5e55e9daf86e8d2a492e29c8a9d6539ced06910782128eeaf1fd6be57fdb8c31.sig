{
  "algorithm": "ed25519",
  "content_sha256": "be1f2f653c5c4c75086be77a174e8d031283c10e69fca5af9730df97797799b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5e55e9daf86e8d2a492e29c8a9d6539ced06910782128eeaf1fd6be57fdb8c31",
  "schema": "gridshift.signature/1",
  "signature": "2f0e35c6f33687e1c8db75fab3883d53e0432583f1f37392cd3a4fccb37f04e64272d66e1acd97826ebade9fe51c7784759983068d5a50a1a89e02ccd8ab4700"
}
