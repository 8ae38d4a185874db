{
  "algorithm": "ed25519",
  "content_sha256": "0d4e9d5fcd2bdaf07f5e6a969528a051af8936b41a5a2fc7a6e85da251a4cc21",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "19497cf90e918b78d8fd2523e947a9992001e0c1ce9fc905f4b14b4f94ba046b",
  "schema": "gridshift.signature/1",
  "signature": "c06b5432a9e613a851c07d2706f63eb724d4b8b5705478c40410ed5d13fa41eb8e8858f432f2d55445f7c5a3a5fe7ca610eef2c62d334a9c7980873828308609"
}
