{
  "algorithm": "ed25519",
  "content_sha256": "d27145f8d61d5f7b8bbd3c69313fe5468ed77f21c11fac0e399b7a6e4eae3753",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea5b22d99cab2e1dbff4d0f645c6170537f0d5582b94b742145a325be83404f1",
  "schema": "gridshift.signature/1",
  "signature": "592b6c33c3eca60e16e2f535a782381c909fbacb42b74a0fa418372a20d3fe61322f465935c142962f9e36d5d76e7f55065f1e02685c8d45c4927287cc9e460d"
}
