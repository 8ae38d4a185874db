{
  "algorithm": "ed25519",
  "content_sha256": "1ee84101043d806d3df5c51b39bc24651cdd2fb8e0f89f4efe1d54bbc1cd8fb5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1dcd1ef37a5586e61d2da3d45be4f36119633d5b4ab09b683268e1bfb14743a1",
  "schema": "gridshift.signature/1",
  "signature": "0018fb312c9662154bc69b25665460bd586e8ca86cba4ede5e21efa1645f9ae533aaefdbd55c2b766b40f8f500a3bf25be63d36d7b3a9087ed192d81bcc19e01"
}
