{
  "algorithm": "ed25519",
  "content_sha256": "7e3a48de4855bf3da934f32ed4118873379e28f27527082d92df5b6fc2d59002",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c23bb8dd258800aa58b3a6c9d39baa191ea330631a90972cabbb5de2fb11243",
  "schema": "gridshift.signature/1",
  "signature": "ba7c5ce83b06e1476be24984762ad0f4ad3fa95bae70ce458580b1dcff10ddf6ff942741361695ac16ae726c4c41fdc347c3f4c233b7e778304e2cdd5c399c00"
}
