{
  "algorithm": "ed25519",
  "content_sha256": "e4abf3d91dcb22473b95763d5303a1509e0facbb812b80d2a0bceb958215c18a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5cbec90653e2071fd35b466bc499f0e80795c00b07a6596f76c32be8d0bb991f",
  "schema": "gridshift.signature/1",
  "signature": "05cece3be6c50d41d8ff466b955e02395b3ddc692beffacaeb59b76b175e21167c6755df0587aa614930f459924071b754be1912fd6ff3b34627f289d002bd04"
}
