{
  "algorithm": "ed25519",
  "content_sha256": "1bf3c6fe9706a00bdf4920d9471db1ec51c0e7126eb0d83feb2b4f8f2c73a1d8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cfd11f3d8c93b3103be9ef0d4013b62d25406bd85303bbb5c7d05dac3e26b68a",
  "schema": "gridshift.signature/1",
  "signature": "7e09f04e7e9117440ad483a5028a8b39ddb2a3a6869fbaf66fc6ad3dca4149ae66387fdcc676ff8b9f36dfc861015a8c62a8db603f9fcca380b23adb892b8201"
}
