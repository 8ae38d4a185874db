{
  "algorithm": "ed25519",
  "content_sha256": "acfc2eab3253df5c442444215d6e7925c8dd54fb326724672f0baa2a67028182",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d1e77741faa24accd9c4709d1e043e1f1c54bee732a896e1ad452592f02ce7a9",
  "schema": "gridshift.signature/1",
  "signature": "7e4027004bcb10d9332268eb4fcefc4ba2d8c45e0e2c55ad39c60f94a6b55e91ea330b1d6522d787e5585fd47e52cfb50a0b195004fe8596c9a22201275d260a"
}
