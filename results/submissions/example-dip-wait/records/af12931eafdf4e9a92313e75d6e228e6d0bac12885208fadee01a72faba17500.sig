{
  "algorithm": "ed25519",
  "content_sha256": "3c9f3172ba6e5cf559687ecf841a17b7d9e49160bd8af59d78a3cee0b02d6ac3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af12931eafdf4e9a92313e75d6e228e6d0bac12885208fadee01a72faba17500",
  "schema": "gridshift.signature/1",
  "signature": "aaf30cd05b4c278d75988311b9b5af780598003d834ffc139297e37c69703c0e5420d5655df78f9a101980ced4ad379106a9ad39498fbf06b26a7470c532690c"
}
