{
  "algorithm": "ed25519",
  "content_sha256": "8908ee3509c7c2120f86907d0d1f82f413ea0489bca2d402167104b76bb44792",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f83493560e4b867f5e97e44773d5b9a44e7b4e26087df4d9192b4c68706e542d",
  "schema": "gridshift.signature/1",
  "signature": "e09faebe2b1c788c0ad5cdd4f90757ecdd075fe523b724d5ac4df631e560410079b5aeb7ca5c1e4b03d541fdfdab0d13c79fd45869f3a755e41920b9b11cf00f"
}
