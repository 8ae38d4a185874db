{
  "algorithm": "ed25519",
  "content_sha256": "0195567963b02db9af41afbce909970ce1e928d8f3c7050ec63f0fb6b384dac6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de60587d6c3f5f28f428644cc2cdc9c3756befb46f484ed48e361918f6809d13",
  "schema": "gridshift.signature/1",
  "signature": "0fc6b3263a5a19a043081d613644bd9a5be803c9016f8e4f820f8fafc5df2181e9618bd8ba4268642226f2b634be4fbe060a6044abc8824779ee7040b9e28f0c"
}
