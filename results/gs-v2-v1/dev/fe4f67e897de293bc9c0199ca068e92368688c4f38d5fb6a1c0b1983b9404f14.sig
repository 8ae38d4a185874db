{
  "algorithm": "ed25519",
  "content_sha256": "ae509584ef9215e69e88aac9679b4a03806b22dccd0f3713111f966e125f910f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe4f67e897de293bc9c0199ca068e92368688c4f38d5fb6a1c0b1983b9404f14",
  "schema": "gridshift.signature/1",
  "signature": "6b6238a22ac7b4bf7fade8f24efe6f3f9eaceec4d31a0ac408b5bc02eeb0c5bd15d1842a87c3d9b6e21ff5ad9ed05ce28fec351ea1d3a6b0ceed4109cc4c9e04"
}
