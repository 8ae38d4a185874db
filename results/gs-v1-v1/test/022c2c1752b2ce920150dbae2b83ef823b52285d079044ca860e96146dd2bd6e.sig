{
  "algorithm": "ed25519",
  "content_sha256": "0091a0aaee24648b3ba50d795ef2ea9e9011512349298a0e759bfc2c9f6d94b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "022c2c1752b2ce920150dbae2b83ef823b52285d079044ca860e96146dd2bd6e",
  "schema": "gridshift.signature/1",
  "signature": "b3c22b9d3ff56dd02ab0dea3643c30141ab7ed2688f6cff77a59fa47b23d1e2c0725ba4236248ec6c4df8ff9578f673ef8c3e81ec71ad8b87439898408916201"
}
