{
  "algorithm": "ed25519",
  "content_sha256": "22a738e2c910517bbc0bba6159c2361dc064d1a2978de7dce036e1f4e5df29c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aa78cdaa8f0492efffd19ede8550fbd82308d1540f36ba8ffd4c74bd7149ebeb",
  "schema": "gridshift.signature/1",
  "signature": "f87cd6d443b2f605bf1503418337fda673bbf1f15ba3c04691e1628dd10ef68b9cacc592ac54df1218bb55c81de561b145f02e2bb126d09e2fb1db6e0af1c400"
}
