{
  "algorithm": "ed25519",
  "content_sha256": "697b7a63f7534906e18dcdbe6da4a6bcf8ca841ce7d7a19d1c062ae1b1ba9933",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "94085772a5c8d287e578bd976eac396b6d0900c6f8630032d1208871e4ae80d3",
  "schema": "gridshift.signature/1",
  "signature": "7e6f8ae7917a5d57c81449aa5f78ad455f8e9b88f1f66a653edb1baaadfa8ea9a70743297c40e1c65c479540a227a247f43f1f71494e7592cb7ad9e76b660f0e"
}
