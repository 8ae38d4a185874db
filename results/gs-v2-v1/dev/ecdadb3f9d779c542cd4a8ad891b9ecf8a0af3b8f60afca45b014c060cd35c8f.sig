{
  "algorithm": "ed25519",
  "content_sha256": "633250d3052a6442d87b0782e9b37bbb4da2df0755511ac131f0306689fd6503",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ecdadb3f9d779c542cd4a8ad891b9ecf8a0af3b8f60afca45b014c060cd35c8f",
  "schema": "gridshift.signature/1",
  "signature": "1229e2e4869f7aba7ebf43934e62fb8fe4c5ce983e0d1b9c9fc5e8f73c5457e04569577b9757686a7752a604c24bd83c8722faeaeab1d5b1e9ee179efc4f160b"
}
