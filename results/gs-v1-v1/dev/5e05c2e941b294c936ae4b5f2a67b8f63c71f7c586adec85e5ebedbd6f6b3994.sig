{
  "algorithm": "ed25519",
  "content_sha256": "28af2435dcb49ff9c832f56ca47bc6ecc530ea9219010bbd045ed98d4ece42ee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5e05c2e941b294c936ae4b5f2a67b8f63c71f7c586adec85e5ebedbd6f6b3994",
  "schema": "gridshift.signature/1",
  "signature": "411d69c83e8f8257589008f85aaff6de45289beac8d2549a7a5bd4867cefc1c1bcbfeba44d66a050f96cb42914d62c9de6586ab8ced0b9a3a5b39509f2b0ae07"
}
