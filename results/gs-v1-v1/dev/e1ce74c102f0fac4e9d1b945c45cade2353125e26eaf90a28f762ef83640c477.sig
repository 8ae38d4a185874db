{
  "algorithm": "ed25519",
  "content_sha256": "150b1e429a54daf0d55931e9f6cffb802a4bba0b32c709b577664d3dd090ee67",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e1ce74c102f0fac4e9d1b945c45cade2353125e26eaf90a28f762ef83640c477",
  "schema": "gridshift.signature/1",
  "signature": "a1932a312ab00ba431ed952f03c1f2a5606d3f12396f2939f38a17c2dd2c2a1af39c3c9db1b70fad9cfeec790085cb1e8b0e3c56b96046a21c4f865240795708"
}
