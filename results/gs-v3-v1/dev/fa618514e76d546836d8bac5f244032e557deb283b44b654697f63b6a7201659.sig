{
  "algorithm": "ed25519",
  "content_sha256": "4ce5fae54ec4cb099d1a0f9ed239b1aba9ee57fb9baba6c51fd6a1659412f069",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa618514e76d546836d8bac5f244032e557deb283b44b654697f63b6a7201659",
  "schema": "gridshift.signature/1",
  "signature": "19c9c4384b2683e09022efe10aad8bd12a976afd1363b3a2ecec48ccf28e37765c24b587f5913e1f57cfae189337c1a82dbf5447460ad4537ccd24ef31698c09"
}
