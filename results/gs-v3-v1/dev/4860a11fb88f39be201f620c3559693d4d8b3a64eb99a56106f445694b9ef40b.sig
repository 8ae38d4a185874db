{
  "algorithm": "ed25519",
  "content_sha256": "2ea2c0d790327f96b1646322025af190965cb15b8ac26d750aa341aeeeb5aabf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4860a11fb88f39be201f620c3559693d4d8b3a64eb99a56106f445694b9ef40b",
  "schema": "gridshift.signature/1",
  "signature": "cffc7178398fce5550dccf7ee51dcefabfc3f07eff60ad44875d4f53e22fd83a506a7a3c1db2c80c9d5d01d9a5e107ce41c8d888204ca2f5d6e24957897bd804"
}
