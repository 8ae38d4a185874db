{
  "algorithm": "ed25519",
  "content_sha256": "b0df84a119066a142c5cc9e46e25501119f50c2c30b1a4eeb6b82b9d82b906e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d9357ada965e22970f124f06956bb306ceea3e3ff89b97e7a8e357b295974cd6",
  "schema": "gridshift.signature/1",
  "signature": "c016a70da4d11f83094a80a7fe63b832e4f91f875323ec9f11c678cb53defef7e5cc6554dc359d63cef71d4fe83829e61bd0a2b6a78fdaa1dfceabe44c248701"
}
