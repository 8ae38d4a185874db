{
  "algorithm": "ed25519",
  "content_sha256": "55d6d5cdc9c1404d9ac5eb38e2f8a0c5c2e9c4a7cb31b03e1aee972fe540d9c2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee18ce6a90aa50c4a41ea8cf14c4dfaa8ad85b36f40cc53da0ae700bfe7a5e68",
  "schema": "gridshift.signature/1",
  "signature": "78f34ce79de80ac4f3d981c18b61e1b3b2f4e0bc1d9726b20b3ea10c7a9372feba624bc9e105109665260562f4e0d2100d60f91209a1c78284b3c4c295fdb40f"
}
