{
  "algorithm": "ed25519",
  "content_sha256": "c13fd2221caffbf6aa713be2c97b0724858b2ffc00e1e8c6649f5d4e900488f5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "18990cadbf6e7b4d5f9aab5bbeec1bbcb3288c2d1a6e6accb0b70c91fa4f4c0f",
  "schema": "gridshift.signature/1",
  "signature": "f3d8f2430e1a2ba3aef9c05526485bd5b923ab91ec2ea3b2557baa60ab4a73fa2df981672bc4606b887aa6baac5b1fb106254e15f37669cd2a31b71cc1c9d40f"
}
