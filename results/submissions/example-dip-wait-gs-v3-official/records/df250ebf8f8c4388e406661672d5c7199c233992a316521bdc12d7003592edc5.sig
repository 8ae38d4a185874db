{
  "algorithm": "ed25519",
  "content_sha256": "e527edeebd2a494841fbad5b9f66e1bfa170f7d54416a02d666ed14a19c224e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df250ebf8f8c4388e406661672d5c7199c233992a316521bdc12d7003592edc5",
  "schema": "gridshift.signature/1",
  "signature": "69ca19fd9c799f5c0fc6e9c4f17378529a2c7ef706636fd61426c9a5ac0d94a5ad22da9ee9e7db681f49134bf5d02ea2fe48b3afe65bc3a5f29d66f07aad340b"
}
