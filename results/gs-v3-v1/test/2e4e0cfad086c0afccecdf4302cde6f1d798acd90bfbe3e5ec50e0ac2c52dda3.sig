{
  "algorithm": "ed25519",
  "content_sha256": "efb4131153d62d2f941f7bcc0b080168ba389f543ef5cfa55789c492be089553",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e4e0cfad086c0afccecdf4302cde6f1d798acd90bfbe3e5ec50e0ac2c52dda3",
  "schema": "gridshift.signature/1",
  "signature": "46a077889a826b48cedaa9130fa325f7f007fd3542da6128c80ada9ce0eae55f8349cc56050b0d241d2b7729b6356b23caac866ce3d71a3cef2107cd0e93c204"
}
