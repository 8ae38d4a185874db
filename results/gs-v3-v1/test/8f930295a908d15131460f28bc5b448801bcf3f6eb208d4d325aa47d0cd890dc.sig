{
  "algorithm": "ed25519",
  "content_sha256": "bdeb9357a058f79a9f65eb8c24b29d7459f3de414dafb40ba8d1b37c2832c8b5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f930295a908d15131460f28bc5b448801bcf3f6eb208d4d325aa47d0cd890dc",
  "schema": "gridshift.signature/1",
  "signature": "968085e16ab5b548216a9a5e208ddd166c87e1789f342116f2365c830038b43a47dae65c841210e8655936eb8c8384d6c249652b0af02a6854f6debfd81afd00"
}
