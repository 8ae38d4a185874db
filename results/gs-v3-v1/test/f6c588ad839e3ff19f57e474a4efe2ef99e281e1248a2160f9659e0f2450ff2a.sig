{
  "algorithm": "ed25519",
  "content_sha256": "17a4030df8816227b86f42241feef8b714476e80856963260823bc17bb1a72ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6c588ad839e3ff19f57e474a4efe2ef99e281e1248a2160f9659e0f2450ff2a",
  "schema": "gridshift.signature/1",
  "signature": "eb5e64a0500b36a8224ce4bcc928e3326dfa1dff4451fc636c0186db6b5b2fac0f425622bca7f1d266d23415594ea861f31f7f242dfdf5b6d8a2aae4a373bc0d"
}
