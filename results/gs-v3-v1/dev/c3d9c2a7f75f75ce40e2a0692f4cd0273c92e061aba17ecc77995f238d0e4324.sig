{
  "algorithm": "ed25519",
  "content_sha256": "594d2679d26e3bfdfe3b83b3f4c4a2f637aa3fe9db191bdb58741ebdc8a96b21",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c3d9c2a7f75f75ce40e2a0692f4cd0273c92e061aba17ecc77995f238d0e4324",
  "schema": "gridshift.signature/1",
  "signature": "af47484f266c2963fbd0ca79814c0ee7a2dc2d2c95efdab96aed91c46ed125c2cd81f4d10c80adcc23902b25b4317af34b5aa8a5e1cb0e13dd15371ac6a1d907"
}
