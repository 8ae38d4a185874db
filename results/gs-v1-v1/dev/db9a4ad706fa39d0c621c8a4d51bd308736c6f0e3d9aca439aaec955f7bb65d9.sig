{
  "algorithm": "ed25519",
  "content_sha256": "8f0640fbe8453011ec3e391298cb8fb3dd306613323a5cce3e37d7ae0f21dffb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "db9a4ad706fa39d0c621c8a4d51bd308736c6f0e3d9aca439aaec955f7bb65d9",
  "schema": "gridshift.signature/1",
  "signature": "b51e1fce8fa1630a084310b58a11d21e5257c72d6c625561d10a17d807a4279b20ea8935076d223b4f047e1226d083dcb8e1155f4f638a56ee444c9b4e084908"
}
