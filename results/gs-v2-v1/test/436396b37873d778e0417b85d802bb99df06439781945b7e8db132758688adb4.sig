{
  "algorithm": "ed25519",
  "content_sha256": "b9c295b93f4c9bbd00b5aee1da16419ef6e60f6790074608a0185a6c8f3d55de",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "436396b37873d778e0417b85d802bb99df06439781945b7e8db132758688adb4",
  "schema": "gridshift.signature/1",
  "signature": "28e1bf8b0a5e4d58147dae9e37fd8b70934a4c186a72fd7bd670cd7b5fc7aa9e8f980a4574d1cef3ac0c29d5671a2a5b97b6258873e60d3ed24a5913df4ae803"
}
