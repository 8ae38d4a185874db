{
  "algorithm": "ed25519",
  "content_sha256": "b91fffd4abd0c12bd3be6977116214d12141d7e7cfa8a35cec9036fb3cd687c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f6613035d5dd38fc9c8cf7cd1db32b0a0d45fea75bfcbeb3e028da85435466a",
  "schema": "gridshift.signature/1",
  "signature": "cb015222f53608da4fef882a3cf00ac18b5adbc25005ca66a98a6ad84e173caeae25a2e9b62f702c3c34e6314a50e7d75ffd9e26427c806913b6ea150d307708"
}
