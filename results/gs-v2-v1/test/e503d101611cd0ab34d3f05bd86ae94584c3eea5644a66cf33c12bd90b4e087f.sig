{
  "algorithm": "ed25519",
  "content_sha256": "1b0c397b071e1741b7a138f306d9e74f3bf1943ef0a65db65a161e015a6b0085",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e503d101611cd0ab34d3f05bd86ae94584c3eea5644a66cf33c12bd90b4e087f",
  "schema": "gridshift.signature/1",
  "signature": "3b9e9d0e099eda022f49e019df795c25cbbf8b87bb47b37795fe1ddf1851c9216ee4280b11384924fe687fabfbe972772918dc03c0db498286596c3acd9f9907"
}
