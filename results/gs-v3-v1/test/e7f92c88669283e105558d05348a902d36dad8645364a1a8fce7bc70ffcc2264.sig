{
  "algorithm": "ed25519",
  "content_sha256": "bf8a8e38af7711369726ed2d18db08c2d955018d0c209635fbda85c54b147354",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7f92c88669283e105558d05348a902d36dad8645364a1a8fce7bc70ffcc2264",
  "schema": "gridshift.signature/1",
  "signature": "f2b69d6ec4671ab51a0a1ae0334a9687e36825dad17af3e5c82ba43ac298560c0c996db8276025da9d6df929be15ca1dd1b1b510a9962e501e59882c4e568a01"
}
