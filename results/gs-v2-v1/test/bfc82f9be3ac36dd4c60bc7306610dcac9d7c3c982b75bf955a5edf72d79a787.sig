{
  "algorithm": "ed25519",
  "content_sha256": "b3482e58d50eb6016e92bea52a22fb8b2e86139bc010b0bfdbee0919cc2e2491",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bfc82f9be3ac36dd4c60bc7306610dcac9d7c3c982b75bf955a5edf72d79a787",
  "schema": "gridshift.signature/1",
  "signature": "67d9f4f3a4807b0cedbadadf8b8fe5400a9b228dc67f56942f7c5d1bcd25bb17a0832b3bf548dd6474f68484d0a900f78cd8ffcf9eae27b5ccdab3e4b24e0c0f"
}
