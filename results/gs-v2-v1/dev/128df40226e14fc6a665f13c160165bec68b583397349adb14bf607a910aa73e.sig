{
  "algorithm": "ed25519",
  "content_sha256": "c0806c0a2f95341bd1a93c4aa52950b340e3916370aee7b68532b8a9f14e9057",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "128df40226e14fc6a665f13c160165bec68b583397349adb14bf607a910aa73e",
  "schema": "gridshift.signature/1",
  "signature": "59e6486c29ceb7326bda232e4f985dd6a29051c7c3f33c03a768ed2eade0d31ab1a18a29837ad0eed0c2cf63259f30aa3687846973bb72d10aaa1c65fe038d08"
}
