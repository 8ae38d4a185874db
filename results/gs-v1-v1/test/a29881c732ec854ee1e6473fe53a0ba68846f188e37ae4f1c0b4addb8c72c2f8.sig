{
  "algorithm": "ed25519",
  "content_sha256": "ab10fb4c5ff0b11e007a043ab47d0e0fbd43d2a2ed0f3f12bc4b3134b67e7f00",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a29881c732ec854ee1e6473fe53a0ba68846f188e37ae4f1c0b4addb8c72c2f8",
  "schema": "gridshift.signature/1",
  "signature": "27959fc347f87f3016dc501cc0cee0358ae055e22d60f21bf38c2b1bbdbb5bcee205d3b0fb7e60834f4ba4492dc10d1fc4854131cde0e3df8ba6110c19c8f608"
}
