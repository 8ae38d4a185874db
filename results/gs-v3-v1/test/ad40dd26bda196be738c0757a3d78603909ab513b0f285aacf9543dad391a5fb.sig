{
  "algorithm": "ed25519",
  "content_sha256": "78a0f8688dad62cc970ed7c71b7ee5e73ea65736cee1d48fe9df76e68791fb8b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad40dd26bda196be738c0757a3d78603909ab513b0f285aacf9543dad391a5fb",
  "schema": "gridshift.signature/1",
  "signature": "1c658774924186afe102732ba94035bbf888149bdf204e6d8c92ef0ac8883e019330413a0239c8c87fb61effaa705e9c399a7c4a999d407e42ed377f2d34670d"
}
