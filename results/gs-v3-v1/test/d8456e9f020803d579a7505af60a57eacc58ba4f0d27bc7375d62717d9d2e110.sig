{
  "algorithm": "ed25519",
  "content_sha256": "e617d753786255f264f3f9cb5c90829382e3f7810e562c124f6e842115a745fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d8456e9f020803d579a7505af60a57eacc58ba4f0d27bc7375d62717d9d2e110",
  "schema": "gridshift.signature/1",
  "signature": "853433a888a5b0e656b66181bbcd5cdeedc3afb1878fece77c708b0297269022c7de0522dca4beaa30188e7cd32d042fdd59af3b22aaee0c07f4544719903e0c"
}
