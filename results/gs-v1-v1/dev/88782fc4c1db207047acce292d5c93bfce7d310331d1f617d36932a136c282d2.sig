{
  "algorithm": "ed25519",
  "content_sha256": "b9f2fc5699fe45a5ccd6b7a38ac9171cbb0d30edd71d557e6cecdc646c81bb6b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "88782fc4c1db207047acce292d5c93bfce7d310331d1f617d36932a136c282d2",
  "schema": "gridshift.signature/1",
  "signature": "7b0c4f81ee31786470b0402190abafc86dfa0dcbd96ffa9a4ff4c3f9c8a24e541dc24e369a6e62a8dd7f29c472099d37977be5795924f49c3ba3c7a34da6e40e"
}
