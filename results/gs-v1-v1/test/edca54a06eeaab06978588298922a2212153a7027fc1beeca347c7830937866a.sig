{
  "algorithm": "ed25519",
  "content_sha256": "a6501a122f7e4c00369908ac49bccd75c27ec7b08798a79fb0e0fbb4b8796911",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "edca54a06eeaab06978588298922a2212153a7027fc1beeca347c7830937866a",
  "schema": "gridshift.signature/1",
  "signature": "ec337a7d34ca19a5f6e561130ff88a1538a83f618434e3079d02621fb61b7cf3bc097f54d954087f8d158a7fa4f3174adc214ed62c50aa18b4f83c85daf7fe00"
}
