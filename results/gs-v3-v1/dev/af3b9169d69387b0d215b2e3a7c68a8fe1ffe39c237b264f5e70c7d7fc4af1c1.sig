{
  "algorithm": "ed25519",
  "content_sha256": "1af385e65f72f5bb59cdd4c539f7af70425aa6924267ffacbea6d1a69b89cae5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af3b9169d69387b0d215b2e3a7c68a8fe1ffe39c237b264f5e70c7d7fc4af1c1",
  "schema": "gridshift.signature/1",
  "signature": "52537f0aa16e8a88699f3f61bf9729038035f1abec8ac2c729d9ca7cb1ca7ed9cb7a0081bdc878a2026c4942b1f40308584b95e4571a861a64dae50bf396ac00"
}
