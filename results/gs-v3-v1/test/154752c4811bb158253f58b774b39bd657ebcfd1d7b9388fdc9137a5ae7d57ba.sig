{
  "algorithm": "ed25519",
  "content_sha256": "94d3a8fe39d821a53f839fd821589dfd0f26b9e87d1d8dd446898804d9afa370",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "154752c4811bb158253f58b774b39bd657ebcfd1d7b9388fdc9137a5ae7d57ba",
  "schema": "gridshift.signature/1",
  "signature": "a4303240c1619fdeff823954f21c78b3a8dfb8bc542541f8c3604f8294c27ccccbaeb8a3c955fcb154093c8a3396403bfab60638a218afd7e02745721afc2305"
}
