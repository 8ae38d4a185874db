{
  "algorithm": "ed25519",
  "content_sha256": "5573e7eefbaafde08db231e1c94b6333eaf82aa929c67390d748ce78b6048082",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b03d62d6be63a431649e6d53925bc0955b7c1c66fa1231bed88e8ddebe2ef525",
  "schema": "gridshift.signature/1",
  "signature": "2a1fd072f310230ac8ac469a3ed2b571adde116a75309618e612c739d77580274c43e118a33303e1dc1e599db8878f4ed644a80bd829b1f9553b6a495fba1500"
}
