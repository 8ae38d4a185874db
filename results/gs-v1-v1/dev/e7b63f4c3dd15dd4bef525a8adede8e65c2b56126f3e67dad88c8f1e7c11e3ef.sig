{
  "algorithm": "ed25519",
  "content_sha256": "19c9c3ec817869e9f940a35668cebdc1aa406bb049cb8b9ab65e44d2718f240d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7b63f4c3dd15dd4bef525a8adede8e65c2b56126f3e67dad88c8f1e7c11e3ef",
  "schema": "gridshift.signature/1",
  "signature": "c763b7467457508d76dd9f436aae7d18bd550db1903bf4dd67fb55264a7bb41a01e74cdbf2ebd774a2835ed3c49257e6c950d8c523b85988c3fad08a7aeab50d"
}
