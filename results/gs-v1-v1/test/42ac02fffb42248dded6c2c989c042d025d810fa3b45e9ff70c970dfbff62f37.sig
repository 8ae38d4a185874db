{
  "algorithm": "ed25519",
  "content_sha256": "1ea7ec62edecb82560aeb50aab99292f8c66b83064effc2cb1912bc76c879074",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "42ac02fffb42248dded6c2c989c042d025d810fa3b45e9ff70c970dfbff62f37",
  "schema": "gridshift.signature/1",
  "signature": "73be013ba853cf909df939f86e603c6c2d5a133de9be854a565a1a855a7274fe2fea0a204844fc810a2221f07ae6b86301944b44149b433e6e6b1fe50ba74e0f"
}
