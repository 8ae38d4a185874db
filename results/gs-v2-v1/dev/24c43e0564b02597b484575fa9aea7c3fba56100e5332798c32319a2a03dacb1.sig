{
  "algorithm": "ed25519",
  "content_sha256": "853e75806ee8bcbbf8770f6e5790947a5c9203d47e1afb8d92c501f23e402e94",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "24c43e0564b02597b484575fa9aea7c3fba56100e5332798c32319a2a03dacb1",
  "schema": "gridshift.signature/1",
  "signature": "6fa5f95d8e7befc7a9f507181750b93cde73a21b4b2ca07232f38084232d713cbe6a1ccb8e813857ad7d629b152e752c4503fc51d808276f432beae246b4bf06"
}
