{
  "algorithm": "ed25519",
  "content_sha256": "a41907e223608469ecf5a42706b4f3d20cb77fda98cf66040b4ac9dc3c8194d2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "07bf83adfc1761073f250321572b73664a930e8dea1ca5be2d52015aa4c6f2f9",
  "schema": "gridshift.signature/1",
  "signature": "f5047ad11ac9041bf0e03a9955f58ba35ff8a1df85e8825ab0ae32665678cd9125d6b603daaa4a9e1eee3182bc46822b1e86e1e42bec30b4856a3ac29669fe0f"
}
