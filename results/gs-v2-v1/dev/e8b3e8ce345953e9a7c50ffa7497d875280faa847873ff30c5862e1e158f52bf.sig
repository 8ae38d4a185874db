{
  "algorithm": "ed25519",
  "content_sha256": "618e9b2a7bd82fa2cbe317dd9f85da5092c051eb83757b6ff4c249c302d025eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e8b3e8ce345953e9a7c50ffa7497d875280faa847873ff30c5862e1e158f52bf",
  "schema": "gridshift.signature/1",
  "signature": "315da9fa7ec0507963246a24a9a5343501744ae25e48df9d473f9116aaf37b1b33b8afba8dfa63b0ff9c35b0564d845645b89ea9fa12a561e2808aefbd3cc201"
}
