{
  "algorithm": "ed25519",
  "content_sha256": "93fe9b4d4faaa9ef9cd719c2e90e0235a8d53f32724bbce9079246383b1662f1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6d766fc77b33445b5ce30cd091bbe5814aefcee68feb3b8bfd817e629f3cabf6",
  "schema": "gridshift.signature/1",
  "signature": "0f1b9ed7f7e2de990e00c66b3010edd568f3e625745adf555b14c29578fa8b1a47358df4d95fdd76df3fef140d64dab969158b1d4465ddd2d16d77ab4cefb705"
}
