{
  "algorithm": "ed25519",
  "content_sha256": "3544b9574b7301b9fd912255fd23e5d0a9d6ff7a5501cc1996f31dbf4525e0a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "280721cb2e17fa4a9e6d14d5db48ebbf66da45328b1fcbb3638ed4a6d5075ae4",
  "schema": "gridshift.signature/1",
  "signature": "75c74ca7c066333d9a6015ec31b122acae6ce42fc6cdd089083310ff7e818a3cd4b64c355684f7f2cf1f8c484eec3c0758364510ed0f7006f21d5a5ccb87430a"
}
