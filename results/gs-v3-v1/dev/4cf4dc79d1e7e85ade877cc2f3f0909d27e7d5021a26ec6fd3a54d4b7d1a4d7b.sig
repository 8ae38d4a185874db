{
  "algorithm": "ed25519",
  "content_sha256": "f37b7487b7b8f915216094e9fc02530475ac3e091236a68c34d663c21bff08bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4cf4dc79d1e7e85ade877cc2f3f0909d27e7d5021a26ec6fd3a54d4b7d1a4d7b",
  "schema": "gridshift.signature/1",
  "signature": "64b7e3b017f07b1821c848a9fd55de299870ac99be5b465fba54a5357e22b5511591eb1c2bfbe67539bc1f1299cbe2cf04c16106c6f599d0c2232a268f7e8200"
}
