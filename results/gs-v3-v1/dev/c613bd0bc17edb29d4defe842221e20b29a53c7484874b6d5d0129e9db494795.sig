{
  "algorithm": "ed25519",
  "content_sha256": "d99cf97d705849310a6493c37ba02f8b4fbf064b0a0255d5b1366b436fcab6a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c613bd0bc17edb29d4defe842221e20b29a53c7484874b6d5d0129e9db494795",
  "schema": "gridshift.signature/1",
  "signature": "a93f1f4348a27eda3801583bf7d582ce1c91519ee9655d69a2835dccdb1a6a17842112466e2e8fafe399242cbc13ab5c71f86df6f7cecb46b2a16f8dd7512b01"
}
