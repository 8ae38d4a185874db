{
  "algorithm": "ed25519",
  "content_sha256": "98eefa300d477b79afdab7acaf6e5bede9c7757cd95fd131a6e121f41861be21",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8c970c9c0161a00bd77f40f5ffe814744963603f051b0be8a443108e089aa64",
  "schema": "gridshift.signature/1",
  "signature": "d1217a9fc3800a2d36017a35016329d5e14e5706d8b9283c54b9e8521c0482609194f3121be663e64de415cbcfc5260b232ce2ee79b13da539aa1d1d21565308"
}
