{
  "algorithm": "ed25519",
  "content_sha256": "ef09ca07d5120ffb48b2351cc6a05908745e8d2d9a643806e7df8ef38430153d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ac4cfbc75c9419a8902b9f05d8f29a693170f01f50d44070b63ff0b44976194",
  "schema": "gridshift.signature/1",
  "signature": "e7d13f3afa30800dfde67f92d0fcee6cc0d3486ad827d30abded71a306f3f81b5305befbe60e0a02805d9579a41a855f8f2caeb707c71e2ae68af3594150e60e"
}
