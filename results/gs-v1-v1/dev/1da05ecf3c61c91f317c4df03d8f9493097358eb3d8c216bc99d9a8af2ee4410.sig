{
  "algorithm": "ed25519",
  "content_sha256": "173ee35efe3dc68fc8927ea84b9bf22d507e9af4f3dae4ddc40c99530b88c3e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1da05ecf3c61c91f317c4df03d8f9493097358eb3d8c216bc99d9a8af2ee4410",
  "schema": "gridshift.signature/1",
  "signature": "5ce1c4b7fe3b85a798d45c243aed8f76f2ee59c65acf6dff9f8ef102e36bb24946203e81d0b462f271439efc8498fa65b1341b8a95f2896452077b66e1a85b02"
}
