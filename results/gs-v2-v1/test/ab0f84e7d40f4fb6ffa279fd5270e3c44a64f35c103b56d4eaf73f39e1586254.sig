{
  "algorithm": "ed25519",
  "content_sha256": "c0b523a4dccd298fbea40b537fdde1e5230ed67ff8fcd3d14aabb722f9d7961d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ab0f84e7d40f4fb6ffa279fd5270e3c44a64f35c103b56d4eaf73f39e1586254",
  "schema": "gridshift.signature/1",
  "signature": "94a7187357204feb1a1e485d3e4cf349824b6f638f26deed7a4a17430d58821d82f1ba8651f663d9abfd551d2bdd7946349df26aef6535aa18530483c080d105"
}
