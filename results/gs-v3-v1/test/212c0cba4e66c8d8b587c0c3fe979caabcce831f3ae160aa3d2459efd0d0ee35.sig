{
  "algorithm": "ed25519",
  "content_sha256": "7e82d031efac80ace95cb6c07c26b78056c544b32cf2d01357f8030758fcbfc1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "212c0cba4e66c8d8b587c0c3fe979caabcce831f3ae160aa3d2459efd0d0ee35",
  "schema": "gridshift.signature/1",
  "signature": "693bd51b6bc73f37b252229734da74c66fb907e6e6564379993afd2db3e03e7ce3ce47dc3f8b5e442851efe119ad2b5b50b763f3b5a895b9e61c1a0e5ac1d805"
}
