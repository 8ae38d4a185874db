{
  "algorithm": "ed25519",
  "content_sha256": "e7ac85b85061e1c54147a9186f7ffb0f65c0e48b93b7dcc0805d92410cf0ac22",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eea4a9baed6da3af1429ec0881a9d142ded9b2552034336a64769a55a0b569a3",
  "schema": "gridshift.signature/1",
  "signature": "83ae8cf29dfe6445a8a7111723ab96f04a8055c6ab5fa50806a8a198a9e200278322e655470b7008c234a43de95db1e096b3e21d60c66837e0c89c9e9cc7760f"
}
