{
  "algorithm": "ed25519",
  "content_sha256": "328a3fac86d42ebb8fbb7b39e7c7c2a39c29a2ec856b08573824da7db0fdb3b1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d053ba04355ea702412178d510a7d95bc0f80f3d4e4e17e60ead3535f5eddc5",
  "schema": "gridshift.signature/1",
  "signature": "c31fb1b72ac84ba18ad227af5d5a72c29e57fb9a8bb55064781a4948749d98266317e92516b0088dfb5bf522558fd4d0861ac1e42f9946a1b56e538c7bfa440a"
}
