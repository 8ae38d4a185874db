{
  "algorithm": "ed25519",
  "content_sha256": "5a6e81b53c143cff0ac279a8c59ab4f8299df9f6edc4929b9caa7f542847f9dc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d6fdd991021f9ceb2888910add870dd53541c26c4293c4ddbb4faef0f470bf53",
  "schema": "gridshift.signature/1",
  "signature": "b7794df5cf020454273e0334e77abff29b5de48970b1735eccbc3d0f41cd6ec975197afb32c0bcb56f19d7b1e840f545fb80d2aef34ffac964dfba8f464d4305"
}
