{
  "algorithm": "ed25519",
  "content_sha256": "72f3c7ae9056337e21da48cb2a6eb236fde678a3e9c5e66650db335f7e0683d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4cf583047f5ee0d8c67b9556e55d840127af38904926529fb9e2cd3d36207e5a",
  "schema": "gridshift.signature/1",
  "signature": "ab23b560678fb173d9d0d8a8c493cb8b071a31a34a98e90856884f2d39b5f8fc95b91e327f06b681b7237db09cf7022264b1e9da34695b44fe2142dee062fa0d"
}
