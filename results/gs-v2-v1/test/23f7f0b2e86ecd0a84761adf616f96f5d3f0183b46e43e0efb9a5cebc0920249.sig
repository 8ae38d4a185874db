{
  "algorithm": "ed25519",
  "content_sha256": "0605624ebf4202496e83e2f36b88cb5f9a141b342ddeb3dd7ae83bb8ebcbe488",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23f7f0b2e86ecd0a84761adf616f96f5d3f0183b46e43e0efb9a5cebc0920249",
  "schema": "gridshift.signature/1",
  "signature": "ac3959f3f813328254caac1f4794d61edf810f7fe8dc2b68f64fa6b46c35aa6fcabb11c234d3f1cdb3d994a782264cc095d2db6381840108914a4a0987684b09"
}
