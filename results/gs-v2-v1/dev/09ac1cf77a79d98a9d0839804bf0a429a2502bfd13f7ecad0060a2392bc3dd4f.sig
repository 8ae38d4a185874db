{
  "algorithm": "ed25519",
  "content_sha256": "7677736622c8a3b6a03783fa438eedcef4bd92d91693b105daa5366cd342f925",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "09ac1cf77a79d98a9d0839804bf0a429a2502bfd13f7ecad0060a2392bc3dd4f",
  "schema": "gridshift.signature/1",
  "signature": "33b11e3a7413862e7845991e20de519c8e377f7fcfc8642b9f667c634eb5ba2deed9dc7a140042070ae3c068edb4f4f8256d2cfcdd159ca5ca0c777701329b00"
}
