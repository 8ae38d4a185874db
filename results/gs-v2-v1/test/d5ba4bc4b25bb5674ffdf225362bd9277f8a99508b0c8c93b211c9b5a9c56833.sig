{
  "algorithm": "ed25519",
  "content_sha256": "15c428d917d97adeb544af21b7d2fe712a1ee75a6f67fc058a19242e9576d054",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d5ba4bc4b25bb5674ffdf225362bd9277f8a99508b0c8c93b211c9b5a9c56833",
  "schema": "gridshift.signature/1",
  "signature": "86931cc94e2f015e8a4cf1ca178b3133063df64d51fda977066660176fe5dafe62417fc05f909b56a4ade527b640a53b519e21914f43fc2c0448d0b50fc9200f"
}
