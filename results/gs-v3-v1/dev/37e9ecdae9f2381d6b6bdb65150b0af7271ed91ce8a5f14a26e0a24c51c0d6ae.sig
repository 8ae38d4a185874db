{
  "algorithm": "ed25519",
  "content_sha256": "69f366b140304d568fc6b36ba0c2d74a82bdb0d7bc5a8bedbc6b982a434e1568",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "37e9ecdae9f2381d6b6bdb65150b0af7271ed91ce8a5f14a26e0a24c51c0d6ae",
  "schema": "gridshift.signature/1",
  "signature": "62b28721e58ffb99a1eadb59986bc066d8b82251a6277f52b2b69e164c577f034e3c3e4d15beba7751c65a9e0de73971d4401052ddddac8ff73e2e25099d3a08"
}
