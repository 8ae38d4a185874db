{
  "algorithm": "ed25519",
  "content_sha256": "d5d78d7a4589318a6bfc16a4cf9816d05863d77edfe596d12597f0224a81b368",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4fa7fb1a064bfcfe6da9976de300405f67373af7f8e39332dc8d19ed488cba94",
  "schema": "gridshift.signature/1",
  "signature": "ebf60d2c306d24e32ad1e50d19b4669a189732dc4b22b75ba1f09c7355938684f3280e2a9e23c4ec3d84080a221f0f5f4a417f9422fac2fa7df7bd4fa3861e02"
}
