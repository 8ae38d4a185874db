{
  "algorithm": "ed25519",
  "content_sha256": "db020ac7469216deeffb89a09b52bf7eecd72a45b3a00fd0ee874d193a900e0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c27b8d07acbcff230da2b8e34464a856dc7c2ba87e1bf1bed05e50b634a5d9b1",
  "schema": "gridshift.signature/1",
  "signature": "a03c8f19d22ee089d74b046843074bd0875e5f39cf699a7ea4a6d5815a7660432f577110efea4087da6a7b0f373651629df54bcfd790c69067d00795fe928001"
}
