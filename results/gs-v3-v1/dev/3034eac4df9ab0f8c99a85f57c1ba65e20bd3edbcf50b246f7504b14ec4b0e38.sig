{
  "algorithm": "ed25519",
  "content_sha256": "49185a21388bdff2de888df86d705ad1669c523936c3f953edf7cefd83d4fc94",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3034eac4df9ab0f8c99a85f57c1ba65e20bd3edbcf50b246f7504b14ec4b0e38",
  "schema": "gridshift.signature/1",
  "signature": "b98e1bd6f94ce71495062bbeda3c58fc3f13d03f2138f778f90a50c60af7667dc478d4037d2bec831dee09ef360887dd5e2eb515dc933351621ae52956da970b"
}
