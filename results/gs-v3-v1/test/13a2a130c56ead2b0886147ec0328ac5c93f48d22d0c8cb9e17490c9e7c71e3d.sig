{
  "algorithm": "ed25519",
  "content_sha256": "46da8e115c6f7893aa18f85ac319f21b99fac98000e9fd10424ba4aca005d7ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "13a2a130c56ead2b0886147ec0328ac5c93f48d22d0c8cb9e17490c9e7c71e3d",
  "schema": "gridshift.signature/1",
  "signature": "5e40a4eb07fa1b3e95f21ed32196db963740be611d54e8deb54dd8a8c729acd3b61b4184dd753215bc926a1b819fe93e3691109aaa39d224779261b5f8a68d0c"
}
