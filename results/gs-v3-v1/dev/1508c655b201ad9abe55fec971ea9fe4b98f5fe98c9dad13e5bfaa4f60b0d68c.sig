{
  "algorithm": "ed25519",
  "content_sha256": "c72b1f0d321e02e83f71f73670374d2d7de2c611b525b0f2cea08b6eefd7fdcf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1508c655b201ad9abe55fec971ea9fe4b98f5fe98c9dad13e5bfaa4f60b0d68c",
  "schema": "gridshift.signature/1",
  "signature": "741df7800b27d2bc32118d3d54ea849a6b92769586c60d208c753734e5fdbaa14e8fcb836df6b4c7a6ac41e5f5ba74e80b558dfe1cb805fa3787868bbd154508"
}
