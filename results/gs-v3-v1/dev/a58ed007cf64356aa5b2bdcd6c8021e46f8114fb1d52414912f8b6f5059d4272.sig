{
  "algorithm": "ed25519",
  "content_sha256": "c9d513ebfb61901767080d794634b12f95034c5b15e0726bc8998b2d50ee6e1b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a58ed007cf64356aa5b2bdcd6c8021e46f8114fb1d52414912f8b6f5059d4272",
  "schema": "gridshift.signature/1",
  "signature": "0d45511026be85ce5a3ae75c03563e005eea5fb9c2744a0a7f0a5a5f99956aaa82a5fee308ee9470dbeb24f0b1f4c59f985cd1e69e5e31781f73027f043cdd05"
}
