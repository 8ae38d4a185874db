{
  "algorithm": "ed25519",
  "content_sha256": "f7a36ba9b907b9184c8ca9131e1f8aa9a49fba2e50cb95301e4a8f56960045b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa50c540da3d3f31217d5076d3122b9f6ae51c602f651a5655da012740a48efc",
  "schema": "gridshift.signature/1",
  "signature": "726909556951f3114b98ce9f3359fbfbb114f6eee74a20a2c78d904cd6d4d038cab352367e0699e6c103c372c7ce524f44aa95f507fcd8630fea5976dcd91500"
}
