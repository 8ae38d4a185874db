{
  "algorithm": "ed25519",
  "content_sha256": "b6f98cf7452b69f60e1181baa579bc5a7b63889939e5fd2b72d1e607f66b6bc8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "225d70fc3d83b7989c30939253b2f3d8aa3b05637e95c4de12c64a4874b79cb8",
  "schema": "gridshift.signature/1",
  "signature": "54ce4ea5f9b36878f15422d7aa9fe3a6632e2fb0e7348cfc54a75eee62a15b40678635f1242561d57f6339e1fd5bbee5e384fd877267541d286db2bb07b12e07"
}
