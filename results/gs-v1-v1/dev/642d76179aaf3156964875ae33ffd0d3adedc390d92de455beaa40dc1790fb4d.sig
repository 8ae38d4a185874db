{
  "algorithm": "ed25519",
  "content_sha256": "07ad21543d43c5a16527f0b0c0c4ed886a2c78a45ddc0db9221337860ab2bfa7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "642d76179aaf3156964875ae33ffd0d3adedc390d92de455beaa40dc1790fb4d",
  "schema": "gridshift.signature/1",
  "signature": "3af1a5d8813e559b0a426bc9d3bc3b4b2b5837c88e63eff33ae77441de3ed3121d3075460a3317734845a7a3885b5c4039868353c1c2d86f1b636bf3ac54c10b"
}
