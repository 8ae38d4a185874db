{
  "algorithm": "ed25519",
  "content_sha256": "6f8edcf5cd2c8bffd7a6e136167635dfab8b8ccf7b921aad659a802ae1a23109",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "75f8e6e53513c5fa01606a7daa6d85596c6162dc1672dcc0b088b8776eeaf256",
  "schema": "gridshift.signature/1",
  "signature": "5290d2e47f7f52b42d2ffd2fbeb991cf41f141ede266aeeaee66dd2300c6cc16a6a9c7d8eeea7acb31930ecf28e071b902efec29803fc1b07f3a24ea07f83f0d"
}
