{
  "algorithm": "ed25519",
  "content_sha256": "fad0b04f384694b68b55aed0748f41843384ac867a90da49fd38a0bc2ba87851",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b2c638ce3086e35e4e753071a48ad02713109b1d34f66258dc14ec705df6c7d",
  "schema": "gridshift.signature/1",
  "signature": "29ec608c1a325cbe001b7093dcf393e37bf36cdcebdc4bd8be18167e2db62161b5d50dda18a2ce6a2157d5daca81eabaa62ffd95448e6d94555e3ed2120a580c"
}
