{
  "algorithm": "ed25519",
  "content_sha256": "d8cd77f0fe1ceb168860c96a6a1063f6e66cc1cc1e473ee5baa4f90d3516b95a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a9a37ce799ba7142aa3ff8acd9fafe2dbeff818bc1575a24c4e2950b8c644a0",
  "schema": "gridshift.signature/1",
  "signature": "eda0bb0d76ed02a0229b2a0a3e5e17efd8f69710b0c2178c36b9545cfb0abe8c5981c5fbd9b3176712612d482127318ab63eb767a7d6c2166132ae32992b310b"
}
