{
  "algorithm": "ed25519",
  "content_sha256": "6f87ab0d8713485ae4abfa96989d35d7a29f4f9c271745eb4cd3cd8885103082",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4b77488610abc2fe52adb0f1466c87d748d7b3e83aa7275df0811ca87a1514e2",
  "schema": "gridshift.signature/1",
  "signature": "88f0cbc9418bbb3083106c6215e4bbf64c1df0332b5ebbe116bd968ad0fbe1617906398dcb958e7dcaf8e88dfa682122fe10330147da19252db300c8309c7a09"
}
