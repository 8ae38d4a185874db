{
  "algorithm": "ed25519",
  "content_sha256": "3db585766e704f85dfe665b799a3639cbdac97c26f407e9178d54e57764d2b0e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c794a248180fa07c28dc10f5ac198de539453a5277a840d5190388bd810ff49b",
  "schema": "gridshift.signature/1",
  "signature": "2dddd53c784672daca4e7cd2fddbcabd78f735f836fa21ee41e3ca1438f60fe857f26e8e18215caeab933f369de4d36fe194b44e0289b43e04e291ad85028d03"
}
