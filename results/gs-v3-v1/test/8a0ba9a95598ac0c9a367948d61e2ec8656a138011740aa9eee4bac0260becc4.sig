{
  "algorithm": "ed25519",
  "content_sha256": "80303f625ebb0cd0d85d30c3085c18265e81f632a6d5513d76289768bb1cfa05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a0ba9a95598ac0c9a367948d61e2ec8656a138011740aa9eee4bac0260becc4",
  "schema": "gridshift.signature/1",
  "signature": "b491160bb4d281b2f55b8d19a0d8b18fa058931bd4c6aa66929128b43ab176098e1e6a9d0fb22d7e76e8e3181ef971b5986f93ed46a80ffc5f446d487d026705"
}
