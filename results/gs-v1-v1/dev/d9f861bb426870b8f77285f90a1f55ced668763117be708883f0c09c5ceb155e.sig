{
  "algorithm": "ed25519",
  "content_sha256": "8b50835dec25e7d15c8be7735042b7b9a7b6e5c5a1f27a4fd3e56dd2caf907a5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d9f861bb426870b8f77285f90a1f55ced668763117be708883f0c09c5ceb155e",
  "schema": "gridshift.signature/1",
  "signature": "328563577f804a2a3bedc21a12848a9031d75ebf6afbe2b99c76579e34105665038c0009a7a4d318c1e8d4983911d73a6ade9b620510be86e7e76d87cee6ba0b"
}
