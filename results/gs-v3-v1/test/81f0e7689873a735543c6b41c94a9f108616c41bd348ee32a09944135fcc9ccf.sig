{
  "algorithm": "ed25519",
  "content_sha256": "4e28f189cd52029e5e34a00c1f70998e07eae9eaae005cbc57fe34683b2aea54",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "81f0e7689873a735543c6b41c94a9f108616c41bd348ee32a09944135fcc9ccf",
  "schema": "gridshift.signature/1",
  "signature": "3f06371e988a5cbf80fd4c66ee361764ce7b64cff49bc9e47abbb97f23f123186eb743cee3e29a5cc2b026999fa3b954d0f59ae663296844d5332c75c5b99905"
}
