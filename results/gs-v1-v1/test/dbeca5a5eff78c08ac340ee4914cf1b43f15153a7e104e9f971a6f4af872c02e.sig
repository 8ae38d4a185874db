{
  "algorithm": "ed25519",
  "content_sha256": "766fb4dfd6d88e5c85f6c8d80215f446f5ca3bab6a60f5daa7bbf51db7bdf138",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dbeca5a5eff78c08ac340ee4914cf1b43f15153a7e104e9f971a6f4af872c02e",
  "schema": "gridshift.signature/1",
  "signature": "3eb3b019f257f552ffb3486cf85c5b03604e0fb2bfc4e8210637e8eb63909747cf6ea61c910684f1979dcacca69c482de023f8658a8638068c63a863e7ec000c"
}
