{
  "algorithm": "ed25519",
  "content_sha256": "f367b88bc32b537f2a7f3da80647022a46a46dbbbf2740820a97d80bf58ec084",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7ea20e4fb5c3f0a922cb8d56f71042721a68e1119d8b1a67dfeb3d05baf3c3ea",
  "schema": "gridshift.signature/1",
  "signature": "c5000b94e10f692134bebbb95f23ca6eb17caec4f02fc035f815a8bf2e7daf11f98b95fce922d6fe516c47d85846ff77dc91119c12673a665cbead6fd9c1af06"
}
