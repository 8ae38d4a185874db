{
  "algorithm": "ed25519",
  "content_sha256": "dd13bbe7b2c58fac88be58aa194a1c1ce5332d671672ef3e8b255b9196b05b68",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ef147722060a457f94ce7ce8c0209ae823385fb3ae9175ecc8f2d899240a6691",
  "schema": "gridshift.signature/1",
  "signature": "82de4434d17d6debdd9b263dda8553eee8c298da40a87fe3e788f76856c650b92d5dd11e7a7df7781abf11d3983cb8aff72630f5eb77ca5f5e5bab92bc140309"
}
