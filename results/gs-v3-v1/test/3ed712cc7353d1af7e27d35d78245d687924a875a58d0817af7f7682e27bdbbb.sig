{
  "algorithm": "ed25519",
  "content_sha256": "f93247413397a3aaa239cefef27a6b360e7e0e666d942a038fc2b61bf656bb6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3ed712cc7353d1af7e27d35d78245d687924a875a58d0817af7f7682e27bdbbb",
  "schema": "gridshift.signature/1",
  "signature": "73c1ac6281a8e898322d9e4de189f0d4ef677cf5c8b6a1eeef4425160d249868ce343dddb3c84b8984a1d4e0430db645cf21803b3526ba96d30207a4c2ce1104"
}
