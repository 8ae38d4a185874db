{
  "algorithm": "ed25519",
  "content_sha256": "4f534d139027d71be14f2c30fd32cc8bb4b080dbf9a6a1b1bd92c9830cca6181",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "51d920537f1f58ea4de5ed9a39ffcf27120c98fe5037338bb55ec51d02e2fc97",
  "schema": "gridshift.signature/1",
  "signature": "6560f3511432ae76166edceb7f90f1e0acc3277d5480ff79d525996f2c50d99b8a679535bf1d7663deebff2f29a90b5e5fbef46c2668dad4863959ea20871d0b"
}
