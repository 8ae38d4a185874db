{
  "algorithm": "ed25519",
  "content_sha256": "0e08a46e2b6736f9b286118672b714749f65af6d562cef314a9ebda7005ad425",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0647d709d77d9bffcefc97abca3a2a604a0eae8c887d68e5e5b615793e663b8",
  "schema": "gridshift.signature/1",
  "signature": "3d15b8112c354de8cefddfb2b37e98b31c17f7d69776e65ce9c68201a89f14b5b6e2bd69283342b181fa2d89da95d775213ea5f6f33c6e6ee459f11ec8d28b09"
}
