{
  "algorithm": "ed25519",
  "content_sha256": "8653b4e831ec596bc871f648756ff641d3046167b288d845f2a0876f17969085",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3b5e393f475eaf19fce7605cae9e783cdf6a68fa68a7f4ede414b5931fd502ce",
  "schema": "gridshift.signature/1",
  "signature": "187e8b659720b03d1da638d3f2c8ffde67777f5d1b02670050f4b3245d7bb7a11b5bfd98965032a47f6f02eafb23e905c1e3f40f4ba96127f60bec9fe3a5d901"
}
