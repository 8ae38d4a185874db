{
  "algorithm": "ed25519",
  "content_sha256": "6da277b5caf263557c7051b172da81486bb6106583226fb2de7e15305df0259c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3586037fedc2ef0da889054a454b8efe5864b7b8e089b2cf00d2059e6b1297fa",
  "schema": "gridshift.signature/1",
  "signature": "f5f92a17fb8bad5646cd621b027282d6a1f3fbe17b860f8caef9a63497616449975dc3c4262499e1d6fe0bca97bd9dd347dace1ccca5d9383a023a5a9f8ef00b"
}
