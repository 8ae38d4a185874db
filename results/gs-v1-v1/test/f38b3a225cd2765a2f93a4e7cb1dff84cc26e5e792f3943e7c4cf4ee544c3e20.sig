{
  "algorithm": "ed25519",
  "content_sha256": "447b5e3849955c722feb33303cea03224ec35195fd3aa624cf9e196b34c62701",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f38b3a225cd2765a2f93a4e7cb1dff84cc26e5e792f3943e7c4cf4ee544c3e20",
  "schema": "gridshift.signature/1",
  "signature": "d1e7095be73397c71517b7bc3e2e7727cf2e17badc8c30e9be5a55c6784019515f810e78a67081e4e7844234e9ab64d1f7e9aaf5ede81da4493e895c5ebf1707"
}
