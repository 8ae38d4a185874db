{
  "algorithm": "ed25519",
  "content_sha256": "527dabd32de89d94d80d3279f6119195a9a6c03a90da8500298f903c3afa18ce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e186902c41488ba8d9d147ebff7ec2b193e1d39b88b0002013474cdbbd734fcb",
  "schema": "gridshift.signature/1",
  "signature": "facb6ea7771c1619db5d58e2e3ff4e9f440a5cd9f6ab2d9e6fa25d10520822886d59d7ce23936615f1b22dfa56cd9d74f97469c75536464c936a1511b4753605"
}
