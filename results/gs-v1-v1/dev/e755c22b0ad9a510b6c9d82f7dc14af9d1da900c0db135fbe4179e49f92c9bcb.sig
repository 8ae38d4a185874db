{
  "algorithm": "ed25519",
  "content_sha256": "c01e6e9ef5899dc676c3e0ab8201cbb7308e6578e0b81b0295194ecf108b6610",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e755c22b0ad9a510b6c9d82f7dc14af9d1da900c0db135fbe4179e49f92c9bcb",
  "schema": "gridshift.signature/1",
  "signature": "586d8e8169cf2e0576cdb191bf36979a7be08a4ea9dbb235c36a78f21c5024dea292b8172310fa14ae929df28f0cbfeaeae3f69b9fb098d14f00fe88d210450d"
}
