{
  "algorithm": "ed25519",
  "content_sha256": "9f2bb5319673fe75bf7a318c41fb748dba743c086caaa2a0fab951ed59f69926",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "417c2767dcc8f14367e96cbb1e0b365f8626a1a0fb42f5bed0795a288e3d6de3",
  "schema": "gridshift.signature/1",
  "signature": "b5898da2c882de83c3e7126839d9a4351236b5160bea250d27392e7ff013b07d11cca7e7867a534655a68e33ce9ce0b8bf154261be9116ab624f7f33a4660e05"
}
