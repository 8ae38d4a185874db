{
  "algorithm": "ed25519",
  "content_sha256": "7e973c7ab88ea2f7620163265d4ee4ab1296ec71a2e359ca47110a395da2fa29",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "45ce979c65aaf9ff0b214fb79651fc29460271c1d53b7cb9c90e5935024ad663",
  "schema": "gridshift.signature/1",
  "signature": "2b91be80a72dd73ce42f7dc82adf134482bbff12fc98749ec093510266016e7b5faa1d9c18e88d6cd47c82406e1f4748254ef0380a5827462a1d5d2adcd2de07"
}
