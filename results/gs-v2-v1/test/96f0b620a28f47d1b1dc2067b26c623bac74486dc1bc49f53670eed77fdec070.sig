{
  "algorithm": "ed25519",
  "content_sha256": "4d6a4507c3c248866dbad5f3561457c83b245e1e323f8454c82f51589d2e5b38",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "96f0b620a28f47d1b1dc2067b26c623bac74486dc1bc49f53670eed77fdec070",
  "schema": "gridshift.signature/1",
  "signature": "d7b7f6622a5d664d8dd269aa399abeb5ef87c78cc3e9d8f8755ab553207df9524882d0bc4cd8863b616a8b70f93a1a5efb6171ce63cb1e3d2f2e05f38eb03904"
}
