{
  "algorithm": "ed25519",
  "content_sha256": "3a61867bbdaa690b26af2d13acd6bb9055447081ec5e25e77ad53228c675b941",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "074fbc1ff4baba0aa6f23a5de4c5919504b71823494be4ec8594dcc96019b6aa",
  "schema": "gridshift.signature/1",
  "signature": "9cef3cb8f94d4d599115c6b0d970a6d50f563623dc06da0557aa59d42f21463f2747a7b06a1b6e1da69ce44b879f6061213b65da9ac031db1f683ff9657bc903"
}
