{
  "algorithm": "ed25519",
  "content_sha256": "b8817ed460b9705fb1807a5dc3c236bb4da6faafe9feaf5f37e19a13c86d8b57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10dca24ab208f314e69ef27bc4de25e4bfedb4c31f179413ce4a0c24eaf9798b",
  "schema": "gridshift.signature/1",
  "signature": "ec8a10b93bcf05159008bd73d10286be848d4b0492f1e606d105802c3d82679664f5a36c924f118ead6dbf39f5a057eb5d776c3e7340751783c289c1040eb60e"
}
