{
  "algorithm": "ed25519",
  "content_sha256": "b0f669ea549350e201d9f18565e4545f0b86bf9af56997a44d01cd8b44b0303c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "173da0c07503e12119b0c9f8b417e0a255136ff87959694c2e34fd604f53a1a1",
  "schema": "gridshift.signature/1",
  "signature": "60de544df5c6b09ae70ba9aaa4e35f128550a9284d3fd6cf271aabfa94c9801315034c303a087e6827d25f3fa4ec016e7aa836cafd267759faa42f0b018f6a00"
}
