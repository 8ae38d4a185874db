{
  "algorithm": "ed25519",
  "content_sha256": "9ddb5c6d72aa5265d53588d1e20fb7d9d9deb40759c4a1c0f2036539bf5c1449",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "49de23d0e527f75696d5ab821e6886a8ca3d83a6760c6b822cb877f4bfd4b633",
  "schema": "gridshift.signature/1",
  "signature": "ef8573f98f728b2189397a9b9d4207ba5e5016aba85098fcdac0034cb8472dc691a478a07e5d7d3671c2c5bc31b508e28bbd27579e29fd4c0832b8d06373bc05"
}
