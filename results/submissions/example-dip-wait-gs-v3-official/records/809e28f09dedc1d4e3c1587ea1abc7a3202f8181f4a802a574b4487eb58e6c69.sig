{
  "algorithm": "ed25519",
  "content_sha256": "e7db87ed1cd1ec72d084642d8de844d9706362df4d7312e527fe86a2eb4475eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "809e28f09dedc1d4e3c1587ea1abc7a3202f8181f4a802a574b4487eb58e6c69",
  "schema": "gridshift.signature/1",
  "signature": "301533d1fc87a683046f11620b0a432845ce6984dbaf9cd6fad3c8c737ff967eb560aedeaa203ea07f6bb32d14e6c72f8d40e20b59a68c9381e79d5143039a09"
}
