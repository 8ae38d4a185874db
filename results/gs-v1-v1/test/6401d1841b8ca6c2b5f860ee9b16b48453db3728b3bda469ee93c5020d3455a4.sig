{
  "algorithm": "ed25519",
  "content_sha256": "75d0e37c0a8fd14c4336fb403ff5189390de76bbd6062867262fa5675d7357a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6401d1841b8ca6c2b5f860ee9b16b48453db3728b3bda469ee93c5020d3455a4",
  "schema": "gridshift.signature/1",
  "signature": "9355d8c65449206a83a0401a3ef90a2c5f9c026393c2a510c819528e6cf4576bb2cc5f26e967763e9dcbea88a6e0c6c49a6d1d2ec789fe2d793d7ecb7aaad102"
}
