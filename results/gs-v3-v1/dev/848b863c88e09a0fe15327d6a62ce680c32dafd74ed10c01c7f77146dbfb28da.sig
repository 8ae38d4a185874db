{
  "algorithm": "ed25519",
  "content_sha256": "4073820d15d76e3ef2ae5342759312d964d664f68d4e23f1510b170e21c8638d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "848b863c88e09a0fe15327d6a62ce680c32dafd74ed10c01c7f77146dbfb28da",
  "schema": "gridshift.signature/1",
  "signature": "e29f99bfc4df6beb809896a847866c7d1c23a4d5eeb67d19ba489d05a79f9a0ea27aa2ab7fdcebd15fbcbe75e8f34f1064da6c6e35c09503047377b23af5f306"
}
