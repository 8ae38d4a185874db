{
  "algorithm": "ed25519",
  "content_sha256": "1417690f4bc1c621bf71d69b13f6f535d382e9df1374cc79ad5e06f4af72fc82",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "852b7fdcac13ffd31a79d1ed79f268fbac60051a5e57cfbe0659cc357a24757a",
  "schema": "gridshift.signature/1",
  "signature": "3b3a31b057131ceee3206f8de120d33d80adf993dad53997ac61415e4b7add05bc8a889d064cba0d193f3be0409cb9bc52b778e4180c854827df4529f4dfcb0a"
}
