{
  "algorithm": "ed25519",
  "content_sha256": "5c304942dadc7c2a3b6b223c84a7f692f8b68568990b6c33b829b144af535074",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "96f85189ac24e6fe08c35d503f82b7a4929e19d048964ffdbd1c0234721b8f8a",
  "schema": "gridshift.signature/1",
  "signature": "9f263a53fc8ef9784f4132804c0e0f47b67fdfcec16a8834e9d4421e74ba58e60b3a4e4ca3c04f7bba3d2f9276be78b76dc0fe8c2672cb2e8d24c3cf82a46d09"
}
