{
  "algorithm": "ed25519",
  "content_sha256": "d098ab7748884a180bd1f88b99495e5ab5c7485feeb9f077c05f583dbfa761f3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7dbcaa6c2e637bdafdba0dfef0bf0f2e46c1ece3940535fc94da30e4940e1e58",
  "schema": "gridshift.signature/1",
  "signature": "b6049049c8b588693427c2b9ede34b93e329058c26a58cd7b43a836b3135fd873689dd3715facb7cdd727cda57a8d25b892a2cc7da9bc2710b516c99952d9500"
}
