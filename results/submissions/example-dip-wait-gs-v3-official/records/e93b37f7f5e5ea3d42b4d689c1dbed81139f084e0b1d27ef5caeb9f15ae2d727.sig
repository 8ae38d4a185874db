{
  "algorithm": "ed25519",
  "content_sha256": "7deae905cb1cf6d0bb9ea1120c687c0b52321b0e761abf15a662b8aef3b6d841",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e93b37f7f5e5ea3d42b4d689c1dbed81139f084e0b1d27ef5caeb9f15ae2d727",
  "schema": "gridshift.signature/1",
  "signature": "2f148e5ddcc6d7b26a27ce7ec32d3b8275ca7cbb52331d22905ecc53e0e26d517216964bc3eb0b1b36f3f177d7516984384612cba4f58bf2475bf05c0b1b280a"
}
