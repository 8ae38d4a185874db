{
  "algorithm": "ed25519",
  "content_sha256": "db966677b3559270b135b454b188010c13a1001bb080d17da56917907982f1d8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a77b8fe8bc9050a4b618a16d4649df6ef0168d4b52c3b55f25270edbbe517360",
  "schema": "gridshift.signature/1",
  "signature": "37968803feaf734190a09f8af9d6e2a0fdaccd1a5ec5f72b0cae361a641fe4127fd6e55e2c906e31f7f707649dcc3e18557d22018c7d8a3192debf0b52c39607"
}
