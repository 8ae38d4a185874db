{
  "algorithm": "ed25519",
  "content_sha256": "5d1847c4a0527405fc08f69cab4d4311cbf37280be13236d9605faa0763f673f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1617fb7970e63c337ba93a883ba400a5e912f3e9a15902d781a45b93257922b2",
  "schema": "gridshift.signature/1",
  "signature": "60ceccb43125832f06a8b679729bddb5d6e474aa97a7dd6f4d53f3fe94ade29f55bda3db5737ceae9535202a8c9773279e5f7bf830cc0e9aee04d96c88478304"
}
