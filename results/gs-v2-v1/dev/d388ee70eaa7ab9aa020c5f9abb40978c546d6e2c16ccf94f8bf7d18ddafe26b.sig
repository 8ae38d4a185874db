{
  "algorithm": "ed25519",
  "content_sha256": "a1d42650f6d9f2247a3094c570a6c755f63de9a5842ef292ab327d48cd11b126",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d388ee70eaa7ab9aa020c5f9abb40978c546d6e2c16ccf94f8bf7d18ddafe26b",
  "schema": "gridshift.signature/1",
  "signature": "4b0b6a3de4b41a693a2604437d8046343482580ae13e6d58041239d2fee44a45345e65aff1df09b1745eb780164aaa5d0f65c46eabe33d7ed91b51a72fe9c809"
}
