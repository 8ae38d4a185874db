{
  "algorithm": "ed25519",
  "content_sha256": "d665002d0ae8bd94be79b1658b4ff565a090f701cec28e6f84f34cab0e7c8ec1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23fa2e143145b8909640c043877559714c9e5b6939dc647aa3d7954e0481210c",
  "schema": "gridshift.signature/1",
  "signature": "8e84a70d0475fcc85778cdd37d62ebf656dc3ee91049c6ee44c188df19ffcae41cd714ce087a861112974ace27e20f8b48a1fb847ba894cc7ba7b12dab77f206"
}
