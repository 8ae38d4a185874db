{
  "algorithm": "ed25519",
  "content_sha256": "58814b9e36ea0ed674b897dc5234cfff438e2294d25c727610e664a4fa75b258",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "904924aa6e1abe3e1c8ed91053c46a6df17705d97ccf1f61db32532a66a02329",
  "schema": "gridshift.signature/1",
  "signature": "05d1516615a1b42594e8b39e32b43a6242eccc62a7eb39b32b563df2512632b2aeea1eaa4786990baf27e4be26a82afdbd75b654a6c09d6a8dbbcd958c258305"
}
