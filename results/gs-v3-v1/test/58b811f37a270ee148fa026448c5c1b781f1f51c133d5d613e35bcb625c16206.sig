{
  "algorithm": "ed25519",
  "content_sha256": "5178d02ad736353db6c1a37af8a747b2d7101cce2e0624a5e91e9d92f4031a8e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58b811f37a270ee148fa026448c5c1b781f1f51c133d5d613e35bcb625c16206",
  "schema": "gridshift.signature/1",
  "signature": "bf7ad549b679e5d0bc91ccb0c4973296bb9611acb1a9e2123aa581f56cea7656d26f9272d6e65bf1d8fd86646058968ef36f399d8f7201a8f7e28f6a5e0fdc09"
}
