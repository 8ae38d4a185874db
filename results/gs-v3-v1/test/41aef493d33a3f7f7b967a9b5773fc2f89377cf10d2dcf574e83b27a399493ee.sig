{
  "algorithm": "ed25519",
  "content_sha256": "1ba141a7a1ffb86ef6adbe4433912286fd615205ce97501a7a1b2fdc57fae5d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "41aef493d33a3f7f7b967a9b5773fc2f89377cf10d2dcf574e83b27a399493ee",
  "schema": "gridshift.signature/1",
  "signature": "d7b3f1e202f58eae76ff3276f96c92f2bcdc30c54eaf405dd06c2c550689f37dc1826e44589149978b64d54092ebfdf3075c264f4e49266786cfbf4fadad2d09"
}
