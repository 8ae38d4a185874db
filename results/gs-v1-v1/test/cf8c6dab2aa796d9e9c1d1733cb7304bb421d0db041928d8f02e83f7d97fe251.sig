{
  "algorithm": "ed25519",
  "content_sha256": "61f4199a2f6b315ed85e880f75fbeed3401437f3e4b8295675fe4190f1191d3d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cf8c6dab2aa796d9e9c1d1733cb7304bb421d0db041928d8f02e83f7d97fe251",
  "schema": "gridshift.signature/1",
  "signature": "f55791b5bee8bb83affdf5bf6fe2250c3c38b80163ac648d883aba4cb51249dc821ba8f8d23e623eafdffa4c96b8551625fe0f76300781d2a7d5a8740e405805"
}
