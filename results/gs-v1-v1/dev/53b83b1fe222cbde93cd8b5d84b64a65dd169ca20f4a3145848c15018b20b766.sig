{
  "algorithm": "ed25519",
  "content_sha256": "9489be2dec50afa49d6721fb1a4b8a7df77f62f573e7a5dda1081f80f914affc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "53b83b1fe222cbde93cd8b5d84b64a65dd169ca20f4a3145848c15018b20b766",
  "schema": "gridshift.signature/1",
  "signature": "52ad1aff4ab790cbd08e330082016db29bfb51936cf1342329796e15fd00a3223f7728bcaf98c1727e66ab9fdc70044ab0669a0a12dbac321b2ea7c7f129f405"
}
