{
  "algorithm": "ed25519",
  "content_sha256": "ffcc4d9fd3a3dbd2279df0e344b2fdc7b125b75c261145aa0ab5d5002fb3a33e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b468ed4f164fab14fa96dfdde4a535538d6f905da130c9d04aaeb0e8f68de568",
  "schema": "gridshift.signature/1",
  "signature": "af3f682e4bc5cd46805001cd9751e020ca0054e14a910fa5ec89b102d4835ae545f8944168ce6392b0ffc2f292cfc2c23e60e41c5d87b874216158fbb8a70d02"
}
