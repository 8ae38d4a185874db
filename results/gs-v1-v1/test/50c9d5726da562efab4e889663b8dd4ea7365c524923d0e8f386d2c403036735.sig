{
  "algorithm": "ed25519",
  "content_sha256": "9480b8ada227c3f7bcb1fdae52b3c38700f2808a7f235494fb4b3c54f0856527",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50c9d5726da562efab4e889663b8dd4ea7365c524923d0e8f386d2c403036735",
  "schema": "gridshift.signature/1",
  "signature": "98bb5730895f3deafea0a225c0a32401caf75c8753f7f08d851ab0513559c09c47ed54544d693e85005ec7e05a7dd0d50ef36d2b0c2dadefe93793f1c049f00c"
}
