{
  "algorithm": "ed25519",
  "content_sha256": "c8beac41d774102593cd37d11f1b4dda803409ad3e3c22582214faf485e9652e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "179f6a40f98cf910b43d9fa7b9f2bfe1df230cff69005a86120d9c72130d55bd",
  "schema": "gridshift.signature/1",
  "signature": "7fcc6d5555355209b66aad476eef613b87f8e1308ff17d0a646747b41e82eee2eb7ed4116c26ff51e938437085e651c3a83268badbe4d733603578ef9c65a10b"
}
