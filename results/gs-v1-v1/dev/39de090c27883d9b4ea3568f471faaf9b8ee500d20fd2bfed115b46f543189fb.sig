{
  "algorithm": "ed25519",
  "content_sha256": "8b1e4bb4307c02b3ddf24648060a70eded05e032b12dbe20c31f33193a3ed9b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "39de090c27883d9b4ea3568f471faaf9b8ee500d20fd2bfed115b46f543189fb",
  "schema": "gridshift.signature/1",
  "signature": "117376eb88d930e09eefc1a7b648300bb57f37d34cfde5d1b33b3afb7deaba44daee9abfe8056e4bfac643cbea6a2a2423b63da24e07087b3f785882ea752409"
}
