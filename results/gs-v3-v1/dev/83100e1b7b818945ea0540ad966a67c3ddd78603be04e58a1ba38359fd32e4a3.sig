{
  "algorithm": "ed25519",
  "content_sha256": "281f874a2bc32cbc81c91fa53b7a1ab6e07f79bbb23da16d4aea4366d28b3611",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "83100e1b7b818945ea0540ad966a67c3ddd78603be04e58a1ba38359fd32e4a3",
  "schema": "gridshift.signature/1",
  "signature": "5b5f405b636138c64f1e67f8d15c05015461411440908ae7afdaca62be01ed71cedfeecbd55cbebed2cb151602328197649bf655a6a694fe1048e1b64add2d0a"
}
