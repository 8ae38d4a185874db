{
  "algorithm": "ed25519",
  "content_sha256": "7c2c12d651c9af090822e08243164ab84cfa633a9099db21ba6e4958ba775201",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c031ce77e78f8b1f4399ce7e1c58f5a0347f2148e41b22b09c83efe147108ebc",
  "schema": "gridshift.signature/1",
  "signature": "824b1b40f8c0b6aa52f77512b1a70d448969a7e58b452b1ca3809b08c8dcf930fd7c34ac1c9cfadb4766608dab7710cc641b708248c39fa433698b01984fba05"
}
