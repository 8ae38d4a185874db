{
  "algorithm": "ed25519",
  "content_sha256": "77775ee0cb21af22d2a000c486d9afdbd8269adb3ac114fb5a9e2ebf3800c544",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f25905e0f6eb0905ee0b28cf5d61bd3fd5878c84f653826806791d7e2867bc17",
  "schema": "gridshift.signature/1",
  "signature": "f9bce5cf8254b8f8d54f6ee325b2f30cc109a90f59440b2d36452d4cd8e9c84157e1f86d6c3dccef31816873f1df12b5213670f2fa223fce873cc8c90fe05104"
}
