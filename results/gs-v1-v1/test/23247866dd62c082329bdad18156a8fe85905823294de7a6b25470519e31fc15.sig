{
  "algorithm": "ed25519",
  "content_sha256": "fb63480628ea9d8bda2fb3a45469d749d0d569a0a7d3969c48e9df69f49dc54a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23247866dd62c082329bdad18156a8fe85905823294de7a6b25470519e31fc15",
  "schema": "gridshift.signature/1",
  "signature": "ee3ef7131e7e784d84fd51911e3fcaeeb597252ee9f65de0c98e853b3f38b9fe8d2089d6c6d791d4841bf6bdd84f1902ccefd1103304c1cfe91540ae725e690d"
}
