{
  "algorithm": "ed25519",
  "content_sha256": "cd8a0704cb12ce95902cfcddbbcbf584c93fae91499c64d539f3df2aa8b52fbd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d9a8587760d253348dc80d0515022e68ca6aedc7a21da06b3f1b62bcf76a5e1a",
  "schema": "gridshift.signature/1",
  "signature": "ed495d43b9508e88309e10219215beff36160c6c03dab60b6446444ba234f2483ae52c740e907f1b361e457378ac7374721b2dab486fccad09071a99d4daeb0f"
}
