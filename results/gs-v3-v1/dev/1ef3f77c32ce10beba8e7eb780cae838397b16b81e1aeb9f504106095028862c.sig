{
  "algorithm": "ed25519",
  "content_sha256": "68f3c8b835fbf8277f5501e82d07010627bbdef8871cc4377fc1a02fca11789f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ef3f77c32ce10beba8e7eb780cae838397b16b81e1aeb9f504106095028862c",
  "schema": "gridshift.signature/1",
  "signature": "66233999d093ebf96eed8517d29b5a5fadd8f94d0a35f3e4b6ecba0fb07774837e7a268568a190d80a7673530453c518e82944c0da7c36ca935003168abbba01"
}
