{
  "algorithm": "ed25519",
  "content_sha256": "3d58335edcfe11523a6c2d9e5e65ebeb2067b63005be62b119f073aa47d64043",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b2b1caf3fb2b769950c5383a1733eb67e55ff71e91b2ad74f39b020cc8bf2ca2",
  "schema": "gridshift.signature/1",
  "signature": "e4758d03532bc2b391b864fd2395f70d54ffeb76dbab0531f7bc8199acc70218b048daf126a71ee68f0698f73212424ffce3e9fc55e17f0ad42de9a373d67f08"
}
