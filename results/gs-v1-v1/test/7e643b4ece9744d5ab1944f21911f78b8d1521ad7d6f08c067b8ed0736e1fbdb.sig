{
  "algorithm": "ed25519",
  "content_sha256": "bac8dad312f504c9a3af76be831f6e2901d44cac0c565a83aa905cd810e7255c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e643b4ece9744d5ab1944f21911f78b8d1521ad7d6f08c067b8ed0736e1fbdb",
  "schema": "gridshift.signature/1",
  "signature": "e3930f30867fda3051ae06e634661d0963b5c947b6a51e4c19b4836247dc1ac3904919e9bf832fba3f7ad4691987b8a15f9935955b4c7a7ddca57084a290f904"
}
