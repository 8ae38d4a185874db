{
  "algorithm": "ed25519",
  "content_sha256": "78f37e274fb2c83ea429debe8d8bf602fb14d050988b6551c804e8619f4f2dd6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58b901a0c0326cdd0b2e825ca536883581d463223920ebcfed685ca159b2fa64",
  "schema": "gridshift.signature/1",
  "signature": "3da70e111d2484a4843182e663e7514e77166b53e0ca703269b46d0b568c1f9fce16e07a3dacf2955ebe63acc453b8d742d50c1295dbcfabd76492b3c4294b01"
}
