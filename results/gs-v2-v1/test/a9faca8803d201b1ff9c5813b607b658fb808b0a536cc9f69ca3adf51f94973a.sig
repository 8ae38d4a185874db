{
  "algorithm": "ed25519",
  "content_sha256": "354d4be3f64dd4c447b8a8a8d10f6cd759e9b79a5e64ea018c170cb97e91a2d8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a9faca8803d201b1ff9c5813b607b658fb808b0a536cc9f69ca3adf51f94973a",
  "schema": "gridshift.signature/1",
  "signature": "fa3b208a46ceb3fe3455eb29cfb58a4c3057994ca74277e5f3ea109cc9c5c5323860cd0738c3a0617a4a63e1c30fe00b802dae3c175b45ae1b14fa0f1990f605"
}
