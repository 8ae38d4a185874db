{
  "algorithm": "ed25519",
  "content_sha256": "4fad7172e105f4184b8d6df0248dbf878f2ad73fa54c541c914d34b44bc76b17",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "daa6d9986380e0a8af530f14a6fd975e6211bc5a76285c54a015c63982bae05a",
  "schema": "gridshift.signature/1",
  "signature": "f7aeb51abc63585abaf128d9a94065d1bc6bb2f6d43ded06265652e76adf2bb56116eae54c994353d2ca071ac0d9c17d64ca20fbed704e7e684d8cb553261601"
}
