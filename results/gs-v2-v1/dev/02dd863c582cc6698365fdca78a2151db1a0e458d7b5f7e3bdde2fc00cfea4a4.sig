{
  "algorithm": "ed25519",
  "content_sha256": "d8a4d52ad95c89da96f87623b5aee2c3d5bc3398b3eac817fc6086ad79e53290",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02dd863c582cc6698365fdca78a2151db1a0e458d7b5f7e3bdde2fc00cfea4a4",
  "schema": "gridshift.signature/1",
  "signature": "137ee4c12be66d10e11abf53c1e14baa58c027b34effd53d8e2c36a6d56fa4639f9f85381d99c27543d15f3219090aed3d20dca95072e9de51fae69ca0302408"
}
