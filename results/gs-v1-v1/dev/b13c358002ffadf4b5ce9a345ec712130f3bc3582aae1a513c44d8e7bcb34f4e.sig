{
  "algorithm": "ed25519",
  "content_sha256": "74e260065d6f0452aa187e0e3f42bd5e8a1f9e5175d36cf5810272afe57608c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b13c358002ffadf4b5ce9a345ec712130f3bc3582aae1a513c44d8e7bcb34f4e",
  "schema": "gridshift.signature/1",
  "signature": "28ddb4b34b1a52dadcc32d676b91054250383658dbbef4bf2f6f2ed9a459d4d0933c76623d8965a474cb8d33d2e2021ecda06fb92a6c4fd0f820af97398c4a01"
}
