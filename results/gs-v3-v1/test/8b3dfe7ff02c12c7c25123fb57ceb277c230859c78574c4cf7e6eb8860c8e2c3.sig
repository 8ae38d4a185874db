{
  "algorithm": "ed25519",
  "content_sha256": "f62dd42f7b873835835b066e28966f53cc8ed19ef9aaadd72f6ace869ee55c98",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b3dfe7ff02c12c7c25123fb57ceb277c230859c78574c4cf7e6eb8860c8e2c3",
  "schema": "gridshift.signature/1",
  "signature": "c5982c78bb232771f538a7d73bab4eb76e3c8cf5f10f0da7bdded9b59128f0dfc393d38aa32ab85be18ebe2d0457e0ee83748725f1e79a20e08559b1cac6c50b"
}
