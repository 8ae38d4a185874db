{
  "algorithm": "ed25519",
  "content_sha256": "0f4ae0a998e712fed296603e9da69f8a488c42a52cbb0862b139931171739abd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b0a5fc9128f4101548d0effb9c8cb4a84964eca2b22a699087ebb02cf88c0d3",
  "schema": "gridshift.signature/1",
  "signature": "0b6917fe831e20f2de0cc419b204300cc431d0ea564d6f464ff45990d4876128406f24df5a57bdb0fc276eaedc3b00bb4ffbf1be6b5902181e977f969469a00e"
}
