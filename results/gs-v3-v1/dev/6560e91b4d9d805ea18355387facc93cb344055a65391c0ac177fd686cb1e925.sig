{
  "algorithm": "ed25519",
  "content_sha256": "1b09dd017325324d0777cca97e991e09f647e9879e6a6d8b56acf2e40b147326",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6560e91b4d9d805ea18355387facc93cb344055a65391c0ac177fd686cb1e925",
  "schema": "gridshift.signature/1",
  "signature": "3cadbf1e8439a8dac65a43b52ec3fd6b450667ff504cc6622430187149e5e239891c268e6893d0a17594538ceac634d37abb89eb9fdf4fcfa5d05e388347a20b"
}
