{
  "algorithm": "ed25519",
  "content_sha256": "1fa90e8f74544d40ba1fce72b91b2d832102c256882e8c030f2a1e26ea8d292e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a5aab299d26da9bfaad0f004c60fb3d32dc3d567d43a9a203172431171bfc377",
  "schema": "gridshift.signature/1",
  "signature": "3011993aa5433ed529b090cf837246cdbf73c8f8caa89fad35c5cf8188491151f059ab60e71f811e52ca64341568f32eb4335905dad9c745f90656f716659b08"
}
