{
  "algorithm": "ed25519",
  "content_sha256": "ef1e47457c31265e6283b4b1115663cfea5642a3d0585b82eb2db78f1001fc0a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a1f47b411b92ac0c2d3c20d3a0da78b33f3bd251cd08271fe5d5e43636848c94",
  "schema": "gridshift.signature/1",
  "signature": "96adeb8c32e113742733234938ec5d1d4c98cd6a88ec87befed3b04dddc3ce9dae57be4be19cdf0ab4069e4447b9693b5bd390a9e13cb860db24e32db9ac8902"
}
