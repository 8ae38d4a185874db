{
  "algorithm": "ed25519",
  "content_sha256": "5a8fb7fb087b66cf7a7db611792f1f94241a0079f62e1a762dda32a23f446d03",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0dd83af0980ebc7916bab9028f69e005468dadbad532dc35fc44ab903e2617b0",
  "schema": "gridshift.signature/1",
  "signature": "93b05e2a024c32bda0e7a37306bfa79a1b6047b84943a15de64b31c0c0e1813fd342c72ed7bf45899297d8f76957a3f8d166412f6372153f7587a9b710fc8d00"
}
