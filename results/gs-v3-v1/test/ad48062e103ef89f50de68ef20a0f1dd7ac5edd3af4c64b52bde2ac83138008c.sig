{
  "algorithm": "ed25519",
  "content_sha256": "73e15090d4708a3de76af1417588b65949bb84be65c0eb9f3ecce8e9c92e3bc4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad48062e103ef89f50de68ef20a0f1dd7ac5edd3af4c64b52bde2ac83138008c",
  "schema": "gridshift.signature/1",
  "signature": "9ffe62824b75496efa49dd739408f3baeedc6daa882324dcb1e069a5d5eafd4ff5d698f75dfbb737561c682751b15b7829bfb8a1fffc0ed7f82f5aaed1d56f0a"
}
