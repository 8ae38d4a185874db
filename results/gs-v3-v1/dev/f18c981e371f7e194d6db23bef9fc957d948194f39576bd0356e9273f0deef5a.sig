{
  "algorithm": "ed25519",
  "content_sha256": "26436ae28b885b36f21f1a623e15615e93c31fccc1dfcbfa480f4ddc5768817b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f18c981e371f7e194d6db23bef9fc957d948194f39576bd0356e9273f0deef5a",
  "schema": "gridshift.signature/1",
  "signature": "b8fe3f1f3b863b60d1f675308227a526fbc2376d25d0ea6c2ac7c4a0215e3d0dd46783b1a2b21c32fa38d8682f81e0fdcd625d118955574a184fcad4fbee170b"
}
