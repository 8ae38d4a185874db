{
  "algorithm": "ed25519",
  "content_sha256": "1c00bbf7725e40da6226f19b5a5ba4778e1c39f2002d68b62c8520b9ce524aba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58236d6468d974359e5709a7fd308852be11027f77e3d888a04077ef0970459b",
  "schema": "gridshift.signature/1",
  "signature": "3486d8debddb34e2f5b52091a8051526cb3684edc81f1dfcbd9626712cf5eb8fc5f0e3baf947ec6f8fd8ed3d6e500a5763c0fe52e8c7ea66174089b8f6693a03"
}
