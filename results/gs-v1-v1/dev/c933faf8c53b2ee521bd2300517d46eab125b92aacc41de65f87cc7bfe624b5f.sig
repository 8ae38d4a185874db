{
  "algorithm": "ed25519",
  "content_sha256": "14789363e26489242b2254f04de16cdd3d1553d6313eebb4e53dffba9ceb3b56",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c933faf8c53b2ee521bd2300517d46eab125b92aacc41de65f87cc7bfe624b5f",
  "schema": "gridshift.signature/1",
  "signature": "941d1a4004a5631fbe0964ca6e46207dec75a5268652dbf76617560614f5c8334a3618dee258dc829e13cf820b465c85ea87d7a5cd03e24b6506442372e0600b"
}
