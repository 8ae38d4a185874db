{
  "algorithm": "ed25519",
  "content_sha256": "eba16c596feeb35b4e8685466c04f4c8a3c7eff6e4dcc7df5b2b4e28b79df403",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f2056214199c6df571315ea4625ce3a5f9e0888cff67627e342464db1e00dd70",
  "schema": "gridshift.signature/1",
  "signature": "0d6cd5df0ee80a8fc12776452d282abc6b8ecd76debf8015a4cc63df20a54ac028918039c4401bf7e4959aba9617946ff01bd393521f0b423e3a2898b6ac2a0e"
}
