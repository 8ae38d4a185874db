{
  "algorithm": "ed25519",
  "content_sha256": "e7304f65a3cb85ae41cf972ccb194ed0adca136320d30bb40e118edf14d53681",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "705940eca8e4af0cb54867010ea55c0a0f4b32908a513c1a31059325bc2b18f8",
  "schema": "gridshift.signature/1",
  "signature": "88d9ca61882d5f2c3db941c121dfb330ca5257615aeacb1c58959f9c86425bb359047d4578a9582dd7dbd54375122c17d66bab821a0cd92a5ec61c25f6c34b06"
}
