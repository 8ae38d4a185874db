{
  "algorithm": "ed25519",
  "content_sha256": "1d3f2c703bd6be993ff48f4f5b7163fd7f4590a2329f447225602466a2c5f955",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5e4ff237452f9d85dd6902a13398936a34daf0571ffd7d3498de746b22dc2a06",
  "schema": "gridshift.signature/1",
  "signature": "1d2b7815ac82b2011304dfd327b54b5cacde59dcdd32e9fb0f540d407df2ac15785335789bb5f3eec2368b4ebb6c087b3a0a61dba29b80a87f99f00f82d01502"
}
