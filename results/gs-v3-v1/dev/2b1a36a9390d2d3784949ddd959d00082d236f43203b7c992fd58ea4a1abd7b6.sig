{
  "algorithm": "ed25519",
  "content_sha256": "b157d4dec364169d2e16e7075f98fc77883233188892227dadaa65452af30c71",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b1a36a9390d2d3784949ddd959d00082d236f43203b7c992fd58ea4a1abd7b6",
  "schema": "gridshift.signature/1",
  "signature": "a7ad37253ac39f5a3eb5670121e5bd603b0ff26d33e0632efb30e2865a6619ada2a0f6a0fe0b6eeb047f9f55d5092c3d7b3201791d1f94e204da7dd1d27cc208"
}
