{
  "algorithm": "ed25519",
  "content_sha256": "c308a37fb3bc0755ba71a6ab46dad276597640ecae9a2315e5dea21dec042890",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "edf6f7b9276dd760be335e2064569904f121b873be2a6d0f2f10be48038135a4",
  "schema": "gridshift.signature/1",
  "signature": "9954c22713efd237ca6c24746a61fb97f7fc054efd0f2d673cb3b9d0fe28ec17e3c0902ca6712a132b7a944c8d0e17fb5ce6c13016b6c763224735d24c3e7002"
}
