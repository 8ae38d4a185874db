{
  "algorithm": "ed25519",
  "content_sha256": "8fddcf3593ffc8433de79ecebbea8f602b68067dc0326ee0bdec0574f5c6a784",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c0b21b2886fe4f7721328cc6a71a5d54de7f499ca7aaa12b8d33d165ced0a228",
  "schema": "gridshift.signature/1",
  "signature": "56c0f036c6470815d66d81fdd4ca4228fd3f5012ca9458c2c7798fef47a003186fcf848d33b3af23db003302bf1b7091c13bda62be707c5acfad5f4f8e2ac903"
}
