{
  "algorithm": "ed25519",
  "content_sha256": "2e8e31289896135ea653c0ad46b69fc4a4fbc21bab27ac537cbe3b4e1edc867b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4dc279656300771cf0bf3e334038f97d275342ef6bf8b4c3ef4a664b12278dac",
  "schema": "gridshift.signature/1",
  "signature": "128a51f1bfbcbae6454faaf170a1bdc67d771867ca266cb227d7a13f55e5ae3bcfd8b993ec1588ed6766e4d04a9ee60e0502d28a2e2928418856dfee046f330d"
}
