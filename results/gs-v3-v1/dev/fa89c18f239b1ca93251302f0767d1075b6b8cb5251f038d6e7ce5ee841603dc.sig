{
  "algorithm": "ed25519",
  "content_sha256": "4c34c9cb4b4e2dceccffdd5afa4229f6f7f16ae0ae382784e3e9e4b0cd3de34e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa89c18f239b1ca93251302f0767d1075b6b8cb5251f038d6e7ce5ee841603dc",
  "schema": "gridshift.signature/1",
  "signature": "47c80d5158aaef49dd09d6b31af51de02b2dbb826bf32e186ec9d81a1da33e9bfa4da424ea72dfee3db5f661bb8827f39b9e936ff702ef0d357d7c3415fd4001"
}
