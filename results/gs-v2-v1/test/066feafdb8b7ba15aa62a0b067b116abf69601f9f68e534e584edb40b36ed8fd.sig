{
  "algorithm": "ed25519",
  "content_sha256": "d10d2900140914c175671d8fdb9fd83cff85498340e2ab2af3f7874151d1d7c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "066feafdb8b7ba15aa62a0b067b116abf69601f9f68e534e584edb40b36ed8fd",
  "schema": "gridshift.signature/1",
  "signature": "3255020fa6ee29d768e836c3a0bad355e26eeae3bef13664c26d89e0921354d0bf918ee3fbc95279619cb5d2d0733025b951cb362960a060893cefbe65fbcc00"
}
