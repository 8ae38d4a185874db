{
  "algorithm": "ed25519",
  "content_sha256": "4198a56cb8ecccd708d894b224d63bd63dd6d81b90df8097f4d4279da84c664e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5e88fc3fbeb7cd07f1f350480643c679fc1e9cc478826e9fc893fc24d8971ab",
  "schema": "gridshift.signature/1",
  "signature": "a546af841f2237ec94c1ba21da7cdad0e7bd1a0b29b96bfadc7c97e6c1f1519286a4d96ec77949fec2e11324d83c3352e16e3bedfd6ac5af35cb7c23134af900"
}
