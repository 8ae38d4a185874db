{
  "algorithm": "ed25519",
  "content_sha256": "a0a6157f0c4a9d4a2fea8bcb52a399e8a27f036608f6b5506eea8d6e151c4321",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c28b5843f4242d70e7f5bd3a8ea18bc229c4ea14e5368098a0d90af4957c476",
  "schema": "gridshift.signature/1",
  "signature": "da801b84ef9bec038a0689f39e869e0d6437f0ff7af19bf2ae150bf5f27edd806f2dd3523a146e461b3f46c4762d68ffb4fa061963bb1a5a0075afd4eb7fda05"
}
