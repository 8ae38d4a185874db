{
  "algorithm": "ed25519",
  "content_sha256": "1585ef8b12e6a14f54cf201cb2af0cfc178417f120ab1b96d6a8e5870acf86ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bb43bd2ffc1c06c2e48b38316c99aeba95fa4388b6e574aeddd5e7cd6a9c2655",
  "schema": "gridshift.signature/1",
  "signature": "1408f8b93d680ebaad9ee8b07934fec1530741e266e1799720ada53343865d5aebb005f21a7229f19cf029d3a74cd5a9de3a94421c6163e74135cc4b3a0ada0e"
}
