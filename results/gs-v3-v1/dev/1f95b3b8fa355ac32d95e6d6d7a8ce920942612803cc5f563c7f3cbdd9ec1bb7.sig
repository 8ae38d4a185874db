{
  "algorithm": "ed25519",
  "content_sha256": "40abc15247b3fb04fad45296442f04f209b653821ac411e87f6f2916851ab926",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1f95b3b8fa355ac32d95e6d6d7a8ce920942612803cc5f563c7f3cbdd9ec1bb7",
  "schema": "gridshift.signature/1",
  "signature": "e706ddd30b5e704ede606ab0e1834d828cb87028b9845ae1b1a954b592f80a39284bba6840d74234db253dbf1355da21c86a6dd5d74d5245226b1ddbc80a890e"
}
