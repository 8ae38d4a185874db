{
  "algorithm": "ed25519",
  "content_sha256": "7fcb61acf22633a08fd127df187d55f8a58ee95ea869f22f0b0a75844577a4b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "84c55e61ac84856b4c7deb437779b8059c6e3f2420f5752179552d550ff60e67",
  "schema": "gridshift.signature/1",
  "signature": "9626523fc0203bec22292c67d9526ee9eb8f633e4c88f45a8eecd1d4ece19e02a538914bdc8c59c1bb7227c2533e31e42b4bf6385b34cabcd014d713e57b7808"
}
