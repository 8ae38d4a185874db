{
  "algorithm": "ed25519",
  "content_sha256": "43a3e5f7ce8d8e03b1ce4ae3beb3aef387f20fbca1774ee6c8f5bbaa1c137f2b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d96cfe3d3510133eeca47d0b2efdd421c9b782a4a12c1f017e11d9a12858d98",
  "schema": "gridshift.signature/1",
  "signature": "5fcfb35b1f19dc26c4b65388a3f5767aec1b2b51c01803a0781fd89bf92582192f82445957f5cc83b66ca90d1a376dd9303498bbb14f0d8f6f573f3774a5320c"
}
