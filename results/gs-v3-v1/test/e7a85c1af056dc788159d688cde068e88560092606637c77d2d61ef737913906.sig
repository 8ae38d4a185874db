{
  "algorithm": "ed25519",
  "content_sha256": "d193f321e040d0f48164da7685af0fd250e38f84ef92860544abbca22945d5f7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7a85c1af056dc788159d688cde068e88560092606637c77d2d61ef737913906",
  "schema": "gridshift.signature/1",
  "signature": "2d004484d4dfa4f4da1ca7c815ba6a4c4eb2929252b73e75e360166103f3bac72aeb98da4d6b4d71f8ebfbd22bb52c3e66e800c9b9c60b6857e4d8f1eb719f04"
}
