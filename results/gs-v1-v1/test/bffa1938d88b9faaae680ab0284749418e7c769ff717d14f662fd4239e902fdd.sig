{
  "algorithm": "ed25519",
  "content_sha256": "8644d7c6f78fc486b983e0f9b5317c6ec5d818e60dd221710ceca12e5e93ade9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bffa1938d88b9faaae680ab0284749418e7c769ff717d14f662fd4239e902fdd",
  "schema": "gridshift.signature/1",
  "signature": "87da242d63fd07230c2dd2ebf57a49ba501833412a826eeb456d5c629540d983c96f074ff44f2bd2a5e877c6f90e9aa97ec33d4393967efcbea25bc714380a06"
}
