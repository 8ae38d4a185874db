{
  "algorithm": "ed25519",
  "content_sha256": "4da625c407a1030d3e3c659ea76e406d78dc8ba094c136994d3bf64f85434a1e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "278b2e12bdaa54e0a14dfb68c7764d9c43b0e2ea03851be702b89849b5940e3c",
  "schema": "gridshift.signature/1",
  "signature": "3c42c23116e54a97a3071fcee6cd7b19a6de41d620664d1655962a5d3399354c5a04e6c21f3a9715f7da2700fda3e7db1bbd5e22fe96380be63973b807489101"
}
