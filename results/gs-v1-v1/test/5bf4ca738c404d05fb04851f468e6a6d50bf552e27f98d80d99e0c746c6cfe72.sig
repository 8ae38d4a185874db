{
  "algorithm": "ed25519",
  "content_sha256": "859daa5ecd51559d232017c8dbc632ac3f7b7ba362871fdf7cfeba82a054ce10",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5bf4ca738c404d05fb04851f468e6a6d50bf552e27f98d80d99e0c746c6cfe72",
  "schema": "gridshift.signature/1",
  "signature": "cbb8b32c80e2c27764e443099c1f16571260f7ba5723eb5f1eff14c2cacb9af882f420886d2f1d75ce33386ed9fb7dc9fdc6b2d1b4f9b18ca6b93966e3d7030c"
}
