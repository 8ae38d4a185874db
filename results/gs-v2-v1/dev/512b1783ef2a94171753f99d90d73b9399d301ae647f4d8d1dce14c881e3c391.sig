{
  "algorithm": "ed25519",
  "content_sha256": "c073bb784a6a2deeb68e8eaf32b2f873d05d2fec50b1f6f7bf4109010e22baa1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "512b1783ef2a94171753f99d90d73b9399d301ae647f4d8d1dce14c881e3c391",
  "schema": "gridshift.signature/1",
  "signature": "a6185bf25cc7043a165622a7feb6f33dadd0d5a155005b6fa4da074ffe6a8874434b3812f749a1ec11c08879dff21e611da00627edb4c03d86a823b9fda0fb06"
}
