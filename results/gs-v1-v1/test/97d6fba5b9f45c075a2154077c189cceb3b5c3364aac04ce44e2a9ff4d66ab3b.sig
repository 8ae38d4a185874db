{
  "algorithm": "ed25519",
  "content_sha256": "aa44cb7f1857909be96af1d172eaeedda0cfb32326bbca9a8a7843c219622e7c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "97d6fba5b9f45c075a2154077c189cceb3b5c3364aac04ce44e2a9ff4d66ab3b",
  "schema": "gridshift.signature/1",
  "signature": "052bf6a0d187f751d61ae9bfd76935f5491c160433ff60be04c27c7d7992606e4b2b9f6fc0bb07a28e2c8a790a116b8f728e360d60f36d58b54f142204109109"
}
