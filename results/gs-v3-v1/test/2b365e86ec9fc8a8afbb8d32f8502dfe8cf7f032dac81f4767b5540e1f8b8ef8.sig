{
  "algorithm": "ed25519",
  "content_sha256": "20de74c2cb78d347aa80f7435c801a3bf015eec957c3ae381b27d2ef0e039ca9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b365e86ec9fc8a8afbb8d32f8502dfe8cf7f032dac81f4767b5540e1f8b8ef8",
  "schema": "gridshift.signature/1",
  "signature": "c1b3d089ea8cf6d64bcd99335d247bd270a893b17c1d294b4e0e5c29ed8a55599f8e955229607d1595a55d9b32f51e51389f21161872c01177105f9256e5a102"
}
