{
  "algorithm": "ed25519",
  "content_sha256": "a2c8ea225f60ee391d15b6c8c2a94f26c1f466c25794ff34572d09d7bb326fcf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c57174cb46a2be4f9096af2a3b063eb63fe73e7038ca36c4a6bd81ad19683c7",
  "schema": "gridshift.signature/1",
  "signature": "a9b38aa7584343d4f6db9c0b2a0b8a60d0a36d2b98f6e5ec4044a58f18d87577c89cf154ebfc3f0bfd1310c2be967e9ab86299862db6fd392ebf705c9c64b80f"
}
