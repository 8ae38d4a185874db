{
  "algorithm": "ed25519",
  "content_sha256": "9c20ab0484c7f3405c8a9e27c36b8d375d36ebf7f5a12ebfb7ff5233dc4872a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0697785b3ba2b9366a1d1f632fdbb5e0cf91b1ac11f2dca0a1c06ba545efbe77",
  "schema": "gridshift.signature/1",
  "signature": "e38fa81934809354c5d6c0c6df1acbedf79bb5f5e7c7c0dfadc4c7eb4f0bd36916f4c4e52b6e8f09dbc8fe3d47367e870d0828ac4d8bc1615358c26bd4bb1006"
}
