{
  "algorithm": "ed25519",
  "content_sha256": "2aee31e849d42ff9e0c4e2cbbd596ce305f4a5da071edb588b08d8dbd34c4edb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d1254e386229e0371958f78b43c4f7a9b2ecc631898dd2b5510bcbd7226b50d",
  "schema": "gridshift.signature/1",
  "signature": "a8f81bc2f949ef7300bcf4c676ae0e146b3a936031af470feaac56c817e90a890f1266aa9f658aa4eb41406e05d2ae6edce8802eb58b28170c59d3be9243750c"
}
