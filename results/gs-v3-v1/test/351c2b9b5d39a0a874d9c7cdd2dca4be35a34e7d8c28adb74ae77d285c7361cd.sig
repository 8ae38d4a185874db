{
  "algorithm": "ed25519",
  "content_sha256": "ecb99c69dc149293a26e3be645b44da0661b1b1c3eca584fcc4fd138e057e286",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "351c2b9b5d39a0a874d9c7cdd2dca4be35a34e7d8c28adb74ae77d285c7361cd",
  "schema": "gridshift.signature/1",
  "signature": "dd2021fbea1c087bdb6cc9e5118584aaadccc5eda2ca8607a240ab433b8ed2ad1c880b1b05a1b64703091c5b8f5d9569be90daeafcb5b480823f2e6aa386710e"
}
