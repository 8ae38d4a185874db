{
  "algorithm": "ed25519",
  "content_sha256": "f9c51c9f16cdad089e2d4375dbac732d3dfd0af876957323814d830f0533b4ef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b426fdeb982602e4b408d97b73334cab99c67b3094b6cad1c28900276ec100ef",
  "schema": "gridshift.signature/1",
  "signature": "cd036040f72c2169f5eb149147e35d01fad369fd8dd2b77c3ae7e1d89adfdf56b3ce7897c4d4832d0fd079167b2230010f7b77f4d5fe3f3fecc023a5af9abd0f"
}
