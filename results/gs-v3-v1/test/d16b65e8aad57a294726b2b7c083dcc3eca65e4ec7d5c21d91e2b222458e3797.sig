{
  "algorithm": "ed25519",
  "content_sha256": "b2b56accfd50319eb58d15195f1dfe95715a20d8b1a807ce8f1586d861ea8250",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d16b65e8aad57a294726b2b7c083dcc3eca65e4ec7d5c21d91e2b222458e3797",
  "schema": "gridshift.signature/1",
  "signature": "3799c2d1858494d4bdd93458f40bfa229aa0bd31853af2fb3e68668e369738b5aec893cc12dd4efbf30575e3772145c801078e15f4a661584564048d1be27100"
}
