{
  "algorithm": "ed25519",
  "content_sha256": "8e52dc4fd7a2cf7cecce9a706d4b10e705ee8e197a09278b0ece455286a1edc4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8d7c16eebfbe7f8ea25e1b36b2ef53d2f9334deda0e92389fb5eed5b182c7997",
  "schema": "gridshift.signature/1",
  "signature": "12edfa9c2699c70deddd8bc467fca41d277fd0ebf81804d462b0fa02847f35c686f99bcce0bf49fcf4831622b772a8e823e50f6737d691b8cd0001f371639102"
}
