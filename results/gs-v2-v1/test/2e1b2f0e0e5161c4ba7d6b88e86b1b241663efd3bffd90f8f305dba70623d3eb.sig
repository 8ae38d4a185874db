{
  "algorithm": "ed25519",
  "content_sha256": "26e51fe9f3f219c2247e09605c2d6ec0e302654c42548ceaaf85bc8e63e41d7e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e1b2f0e0e5161c4ba7d6b88e86b1b241663efd3bffd90f8f305dba70623d3eb",
  "schema": "gridshift.signature/1",
  "signature": "8645b9c200bd3094e37710427468bfd32a5fac79fca7b99e582ad94d892742eba4157f38b7238f25693407c571e20eac7ccfd507b3ab2107069dc3a49b005903"
}
