{
  "algorithm": "ed25519",
  "content_sha256": "9d287f5e8a6f5587e8a0042e5ea9141dc625a081f2fb6c380161fc8ab23abb60",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "999df3f4a9796aaf91dae855998ffd14142e157b520b02cd3c6dfe7b33893b53",
  "schema": "gridshift.signature/1",
  "signature": "43be8d240e732d5a9f22159ba6b2c73161777a908c836a870fd4b036cbb2e7a9efebdf013fe5536b7c2ccb1fbb4ae65bd647a0d5d6bbb9bbc5e5f9cc89757c04"
}
