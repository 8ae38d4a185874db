{
  "algorithm": "ed25519",
  "content_sha256": "2da82878d557c10303ae82944eb5696bc0f5f993a95bca2bd555aa4f1ca7aeee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5764fc08c1bb3a132d4c683956cbc3fe3ba7d88fa0b97b2fbdbbb8772bf2a252",
  "schema": "gridshift.signature/1",
  "signature": "e496c2c62c706fd4d892ff1df094c14cf46e4685351c6641c0514161dfee28903ac91b619dc0c4a4211f75b0b0077f46bf74114391d2b5b7a65a1a19530d8b04"
}
