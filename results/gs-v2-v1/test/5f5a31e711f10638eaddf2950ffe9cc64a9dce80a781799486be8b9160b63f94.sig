{
  "algorithm": "ed25519",
  "content_sha256": "4849f16f9910a488c281fa5b3a35289c9790b1a5348a697216c080e4f00c237f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f5a31e711f10638eaddf2950ffe9cc64a9dce80a781799486be8b9160b63f94",
  "schema": "gridshift.signature/1",
  "signature": "14b01b19b2f911a0aa39c2d770fa7b3125eefcc92860b9b7706d7de455645fc08219dfce66a63d28fe9dbbbb9cb2fe8e609e56c574b55cbe7d2f891eb9f0dc01"
}
