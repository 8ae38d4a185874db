{
  "algorithm": "ed25519",
  "content_sha256": "7560e46b615d448fe30393d0d03f3129ad442801f5f26b138716e2357f3e34b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "97012ece83113da8b05b2f1e80bf07be5a5f4f3f62a67d90a0de8df2b78e0485",
  "schema": "gridshift.signature/1",
  "signature": "f98046fbc268f04e024616d98a45be32c9d7b3ed4a5a6177a15b5fab499242dcacdf188ad18644ae1473a2b085e5383a7e52a5d9b2711073f53f869dede5500d"
}
