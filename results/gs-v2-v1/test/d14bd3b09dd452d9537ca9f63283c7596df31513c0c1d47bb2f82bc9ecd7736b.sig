{
  "algorithm": "ed25519",
  "content_sha256": "f98b85b67a4db0139a4a624b85deb5e70dec56f1522d9d9e2ac0e12bf8478c65",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d14bd3b09dd452d9537ca9f63283c7596df31513c0c1d47bb2f82bc9ecd7736b",
  "schema": "gridshift.signature/1",
  "signature": "a360d8bc8e7d719d53dd42a803299bfcb8e119dbf15f8fa67d20636f0ec5c5a970913a84f312372e149be2c6bea9a3ceddd640a6f9d03501d66621c31df94007"
}
