{
  "algorithm": "ed25519",
  "content_sha256": "1f9ed8694fd3f2a611c4f5a8705ab5e38ac7a5780136dbef5242e6480147e772",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1551da24eaaebf4d5ead944ca302ece061560a9fa110e33eb1b0484b86ef0f1c",
  "schema": "gridshift.signature/1",
  "signature": "e9f0b617189918e2472fae2fc5f1f26bfc47396fac5dcdcb4f28456ab0da3f372615e7b01e7bb75f2a605c22d4cd5c59d03d8f874a221df543a4b9dae3d76200"
}
