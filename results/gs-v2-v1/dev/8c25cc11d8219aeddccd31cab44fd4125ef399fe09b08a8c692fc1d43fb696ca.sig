{
  "algorithm": "ed25519",
  "content_sha256": "0b2d133a79f636d61e9c031e4f24626a35c30582a154e4e574ec03e272186931",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c25cc11d8219aeddccd31cab44fd4125ef399fe09b08a8c692fc1d43fb696ca",
  "schema": "gridshift.signature/1",
  "signature": "608ec67a1da55ea79a4b6da94fbac4c29cdad4f488f51b6d742b600db6f8c3b9bcfe396b71c7747f90e23ada3ef3dbe0667d7612ea82085dde1863e39a343209"
}
