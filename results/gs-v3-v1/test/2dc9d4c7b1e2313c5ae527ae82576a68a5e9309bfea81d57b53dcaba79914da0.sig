{
  "algorithm": "ed25519",
  "content_sha256": "d3c6efe2ce95ebe8065b4aa9e4df0b294cff8d57ac1531079976d128e47fe294",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2dc9d4c7b1e2313c5ae527ae82576a68a5e9309bfea81d57b53dcaba79914da0",
  "schema": "gridshift.signature/1",
  "signature": "e9605aace8c761dc934dadfcbc96a3e43ca4371767843b8d205cd128bf014dc03ebe17a23d718e4de44428cfd0fe4f2b0da82dd22933a3fe9d8ab09ad1bf780c"
}
