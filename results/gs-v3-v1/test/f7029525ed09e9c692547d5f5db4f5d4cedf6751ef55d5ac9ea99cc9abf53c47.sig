{
  "algorithm": "ed25519",
  "content_sha256": "260386b5bb9c2f547bb9976ef5bc26589d4ff1ed36d604b6e4e5766ac5f2cfc8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f7029525ed09e9c692547d5f5db4f5d4cedf6751ef55d5ac9ea99cc9abf53c47",
  "schema": "gridshift.signature/1",
  "signature": "5ad7e68f1c3b723669de683c4cce3598092726181ce972964d687f6c76addb057b266e6306253fa85a482d9ddc5a29e41fe8d0ef05361d8a5bb3bb598b80600e"
}
