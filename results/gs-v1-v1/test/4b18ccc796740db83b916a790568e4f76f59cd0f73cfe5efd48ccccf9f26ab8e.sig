{
  "algorithm": "ed25519",
  "content_sha256": "32dfe05666c6c7322112a68ee25f54406265a00e91adbb32454145a89a15ff6d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4b18ccc796740db83b916a790568e4f76f59cd0f73cfe5efd48ccccf9f26ab8e",
  "schema": "gridshift.signature/1",
  "signature": "4d23b45b4080ff8a9b9059e336450cb2322021ee155cd62169c80828b4c27e7033593d89845d411f54fba5c12e5d8f714d2b7e0290fb0e82a1e3b0995bbfcd06"
}
