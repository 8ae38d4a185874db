{
  "algorithm": "ed25519",
  "content_sha256": "68d95bf08ad753eef8fbac612b145088d36439ea588b89b781dbb2b1f09f37c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd90ac18bce6eb86bcee1cad78c66c533e83c25f311277be36f0d53bb48e1209",
  "schema": "gridshift.signature/1",
  "signature": "92d4e089357b0eb91b40b67914dd538e2e376249edfcf990e7928a82849625a40c9c0b2ced9bdb5194bbeff56e4fea151dffe94a03b99403da545a448426c402"
}
