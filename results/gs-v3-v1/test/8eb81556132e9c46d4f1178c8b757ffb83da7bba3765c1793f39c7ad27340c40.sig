{
  "algorithm": "ed25519",
  "content_sha256": "9c4721d43c1751d5f1ced8c883b9f6cb0509d64edecf81fb5e99f96521176c14",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8eb81556132e9c46d4f1178c8b757ffb83da7bba3765c1793f39c7ad27340c40",
  "schema": "gridshift.signature/1",
  "signature": "bc9d27b2ea43020a2a9a99ce40b808b6ea3b5368aedcac88cedd443108f21be96f77cb5cf6eccd8ddd631db8a16cb0c14ec9641638ec483075966ce4d5e4f904"
}
