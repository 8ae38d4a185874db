{
  "algorithm": "ed25519",
  "content_sha256": "de20684acf5704ed3e17bd97efcbb2466445d5fa55dd17027fee6fecde7f90d4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7393094f3c8360de3c549f248bfd7d4f2d6c47fa58c186d241ad5d2d0159a493",
  "schema": "gridshift.signature/1",
  "signature": "77c87b7fb5eee8f31951844361ea2f045c9828a0e7dc07bf626481fff7400c3f086ce69bddde3079eecec8090e72c6851ae38d32a79c216dfb0942b0b4c3d00f"
}
