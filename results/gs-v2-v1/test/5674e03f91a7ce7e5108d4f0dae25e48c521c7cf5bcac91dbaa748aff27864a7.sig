{
  "algorithm": "ed25519",
  "content_sha256": "6d59ce578491a45d2514fa137ab2c01934e61c494fd5b993257645f7361f6928",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5674e03f91a7ce7e5108d4f0dae25e48c521c7cf5bcac91dbaa748aff27864a7",
  "schema": "gridshift.signature/1",
  "signature": "dd4fa7f628872649991a909fd02ba3a24d24e2095e7880138a21ba7eecac85c37286235cc84683dfc422ce1d45d67c4ec2b2901ea7cab0d3bf325e20ee962e0f"
}
