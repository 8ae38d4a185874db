{
  "algorithm": "ed25519",
  "content_sha256": "4e1a67c8fefb2d358827f4a2038af6e472a38df11c54c53b0e884fc51c7b2ef8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dca2b62254e75d1a5cbe41d0b5ed007e27e6365f7c38228a014c754603e3feaf",
  "schema": "gridshift.signature/1",
  "signature": "fbfc9db483a3d6ea8c06df607cbb3a0cc63b6f1cb4cab7fa8ebed32f3cd674ba3d06ef41416154f1fa58d23ceac67f99e43e929de93eb07da69cf864a49d4100"
}
