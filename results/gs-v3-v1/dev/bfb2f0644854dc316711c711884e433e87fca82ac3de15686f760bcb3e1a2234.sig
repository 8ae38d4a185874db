{
  "algorithm": "ed25519",
  "content_sha256": "fb8cb8a7122bad46ae5284cb08b3c770dc54f3d1f90bd9f901dc8fce033fc43a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bfb2f0644854dc316711c711884e433e87fca82ac3de15686f760bcb3e1a2234",
  "schema": "gridshift.signature/1",
  "signature": "30feecddce166f55864d533318a8f6e916bac0b68e519edf5cab50e29be6750a49f242472930d3bff964d2638741cc0e70dc1677cfcc3b47848efb1d47bcdc0c"
}
