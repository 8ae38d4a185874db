{
  "algorithm": "ed25519",
  "content_sha256": "0702f3a00afdc6d6b2c15176921502c677c25c21c848ab9aad5b2e45b6722b74",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "03c12f8458fcf090b72dbca5c2ce3eb5c2857a0b1f04fbda116cf161a81dcba8",
  "schema": "gridshift.signature/1",
  "signature": "8fb5cdb41948ce42502ed87a25dfb7c17e94178054c36007720b1819fd2c63c1f1bd4c99d33725c967bf5c5ee8fa260976204103ed444e8086de2996431a5101"
}
