{
  "algorithm": "ed25519",
  "content_sha256": "c441f986f1ce9c6c190dce3f2bbb326de70578b6a2a03de9f15e8d04230892d2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6f2cf458d49077b2d6f3238d2165451af07126fab4a87d8ec7f6efd4c1b324b9",
  "schema": "gridshift.signature/1",
  "signature": "e81919bfd327f3914f274523bcfc4caf06de9af69bc6981ef07cbb1db57954c5126ebb8667870ce841b9143f20ec6d455c3a7fc680effe7835adaa13629fe50b"
}
