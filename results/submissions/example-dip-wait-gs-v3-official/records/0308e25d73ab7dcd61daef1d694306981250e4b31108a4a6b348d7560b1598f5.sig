{
  "algorithm": "ed25519",
  "content_sha256": "ac8ecab5bb237d65afe8199e0695895c205993e876d8b6a81069395af4ed1974",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0308e25d73ab7dcd61daef1d694306981250e4b31108a4a6b348d7560b1598f5",
  "schema": "gridshift.signature/1",
  "signature": "0a4217fe0719fe0ed09bd761e8e2bfe2df25dc6d3526b6a2db39b5d8fa348838d4bc6beb23b5a38857b648f10733d1195b6e167545b52fdb5fcf34a76074a60a"
}
