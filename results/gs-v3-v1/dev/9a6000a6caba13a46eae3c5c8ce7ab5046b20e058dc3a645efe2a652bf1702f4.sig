{
  "algorithm": "ed25519",
  "content_sha256": "76d05fad54e35239047c1eeab988596a9cbdd6c206547d6c75af0c0b23458185",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9a6000a6caba13a46eae3c5c8ce7ab5046b20e058dc3a645efe2a652bf1702f4",
  "schema": "gridshift.signature/1",
  "signature": "b86848fa63eff080876d1625fc15c1ce4e6d442ba4f741604d5d7624691c98b2a005f14dcdbf8b5f6f198fdbd260c9194ad69a5fd09799ce2c59d1d9c313e907"
}
