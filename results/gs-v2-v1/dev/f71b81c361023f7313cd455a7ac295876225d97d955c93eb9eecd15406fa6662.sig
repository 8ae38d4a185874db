{
  "algorithm": "ed25519",
  "content_sha256": "0e00419a9f5d689ddf0ee4d0ff3b4c3d8bdc64e2d8854e9c267f468f18443688",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f71b81c361023f7313cd455a7ac295876225d97d955c93eb9eecd15406fa6662",
  "schema": "gridshift.signature/1",
  "signature": "882a1072478d34c8c4e550da8748e816b7a4d076153071cf7c56a9fd8cd6e2d7698f834bd19fed56409a91f76b2c9720e62ff265aebbaa9701efaab3776b0604"
}
