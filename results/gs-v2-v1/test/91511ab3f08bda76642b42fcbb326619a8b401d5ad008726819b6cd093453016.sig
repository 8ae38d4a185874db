{
  "algorithm": "ed25519",
  "content_sha256": "4f56d92889bd7f5fc340ee9a6d99e8eda49a78b860b9fa5f143acbfc85bf7dfb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "91511ab3f08bda76642b42fcbb326619a8b401d5ad008726819b6cd093453016",
  "schema": "gridshift.signature/1",
  "signature": "ec32db8260afb335b2b8809102f5170ea9db30344144aad5a6b5a26f447e2c38d7bb36b3f08b2f631b724a35a614628b58274e07dbec6411b5aeaae8d0317200"
}
