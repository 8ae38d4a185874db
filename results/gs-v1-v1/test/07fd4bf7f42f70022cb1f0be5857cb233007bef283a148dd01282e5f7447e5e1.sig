{
  "algorithm": "ed25519",
  "content_sha256": "c1e91f8fd56e41c606467ad963ac9007192c6cf11c8ebb299d1a7e7a7f1e86d4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "07fd4bf7f42f70022cb1f0be5857cb233007bef283a148dd01282e5f7447e5e1",
  "schema": "gridshift.signature/1",
  "signature": "7ebcc0efec29407fde1f29b876b4372a063ab190bb7cf0faaf8cbfb1acff4659b3b1738e63877ae6a43648fbf3c90542f058292cbf4dfad7d24346122ea82f09"
}
