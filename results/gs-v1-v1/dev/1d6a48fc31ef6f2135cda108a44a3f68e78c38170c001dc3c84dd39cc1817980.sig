{
  "algorithm": "ed25519",
  "content_sha256": "90a176571250df319ebc42a6562bc3825acdff6fc1cf2b511e526dcf3691bb84",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d6a48fc31ef6f2135cda108a44a3f68e78c38170c001dc3c84dd39cc1817980",
  "schema": "gridshift.signature/1",
  "signature": "fda109ffb177b1f6a0eef4bb86adeb38193c1091599d081eecdac21c94b2c3515ebcdcbd880017c4c4539ef367794a38abaa4b28fac3122acb7892621c015a0f"
}
