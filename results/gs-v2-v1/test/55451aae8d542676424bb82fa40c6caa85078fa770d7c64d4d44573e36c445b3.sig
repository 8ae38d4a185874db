{
  "algorithm": "ed25519",
  "content_sha256": "da1045643a3c3d4b2ecb7e7665e3bd993906066e225d504c7fe8347542d0f719",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "55451aae8d542676424bb82fa40c6caa85078fa770d7c64d4d44573e36c445b3",
  "schema": "gridshift.signature/1",
  "signature": "5516efa7fa242cd70eb86970583544cac6b9c237c8d4cf8b42e0eff3e991a81edeacfab2e0051f5143c6d5fbb8a7ca6167e9652b13b6bd5b3979006e0c038a0b"
}
