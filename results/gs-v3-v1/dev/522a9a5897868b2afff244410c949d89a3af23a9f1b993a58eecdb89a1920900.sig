{
  "algorithm": "ed25519",
  "content_sha256": "64e2563a677ad3c051335aa0a1ae9db3da5b45e4921fd12284b83ad91aafa46c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "522a9a5897868b2afff244410c949d89a3af23a9f1b993a58eecdb89a1920900",
  "schema": "gridshift.signature/1",
  "signature": "6223f94a63eb018f8a4aad03e7b1951df05a827041f32f6eeafd2f05b8fd68be9bb88c55f3bccdbd7cca1409f2c1823f3bcda51a8a25aecab481a60f97fd460d"
}
