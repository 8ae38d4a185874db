{
  "algorithm": "ed25519",
  "content_sha256": "70c6eb4e57e50fc2da333b2471e07bbfe4a510d820e72cb94bc2e01d4ce51f1f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "43b2748f4ce7db70a38b2f51ed6a1a52cc2e4d4e9acde6171c2795668d18e156",
  "schema": "gridshift.signature/1",
  "signature": "2a2606c4b660d6fcc990e741217c7c9ea709134601e2e8189f9bf1bb4d916aeca327d60ed9f3a4e62ae52d0069df02e61dc53f5bbf659573b3022d1ca1094d0f"
}
