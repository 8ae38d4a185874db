{
  "algorithm": "ed25519",
  "content_sha256": "19d25f5f7eefc58c272bd477f0d6c92bd3d6b8e7f10445d789090687cad32d2a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "73036bfa8712597672b7d9aa86e65918f02539feffa13ce6db773a0c6887a0dc",
  "schema": "gridshift.signature/1",
  "signature": "b8c44fec5d2148d9aa1abc6579dd95ec9d361ab5e5ad5db2ae985239cae02715e8db74e95dfbae37222554d44d3819b4457acc1888858d2c233b93a8a7925e0f"
}
