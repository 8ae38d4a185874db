{
  "algorithm": "ed25519",
  "content_sha256": "f7ee6081242bb79770fd2c26077ee033a36562f208f76c77a93d7d22bc026c01",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "316970c216cb214929ce8488be96ad7d2e37438a5eeb8af55fb9a45b1f6fce17",
  "schema": "gridshift.signature/1",
  "signature": "0bcb1bc1a1814dff075685f27f04d919d791520f8a8f799c14064eeb186e23a07a0da6aa83a89c90dc9dc98be5a5143e61df8b294f9095d412724a2d73804502"
}
