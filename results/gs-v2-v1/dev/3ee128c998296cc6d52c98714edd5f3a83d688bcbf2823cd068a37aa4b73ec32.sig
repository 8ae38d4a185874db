{
  "algorithm": "ed25519",
  "content_sha256": "853662de43e07be0adfc6b40dab8dd8c4e1a9bccedb7805e43b340db4f6c58af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3ee128c998296cc6d52c98714edd5f3a83d688bcbf2823cd068a37aa4b73ec32",
  "schema": "gridshift.signature/1",
  "signature": "aa8def30ee9e066b10124c01417bc1cdf6d16cc2637e4284e81aaaa095d77e4aeff88bc0f4bfeee1c869025f0bac979ccb788b912f745b4513194cd8b1eaf009"
}
