{
  "algorithm": "ed25519",
  "content_sha256": "d440b6e60cb6022ba12adb1d00f7e6b102e8d74d5cb6d227b708cdd7874f8dbe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dd4488a427d755320ba08a63e24bc10390bd74214ab32c55c17d2e7472447bbc",
  "schema": "gridshift.signature/1",
  "signature": "7acf57a109038779f640489a4b6777085dd88fc81b676bdbb93c577d1febefd52a958e387588c2cf365057f5ff023b98ced9cd27bd514e7e79702b434b1d5b0b"
}
