{
  "algorithm": "ed25519",
  "content_sha256": "66ea37dbfe6767eebbd9ecc748b2e410b690ef00de33ca99902748218d568c5d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4367bca424ef6a9893cd7f630aa463e85ae9b26544b9d246c094010cb620bef2",
  "schema": "gridshift.signature/1",
  "signature": "1d340fc08f1a3c051b949d2d5dc5daa667bf571c94b85fe2b7c5292755a658f341c45c668ed64c2043c2611d694fc24a72cac2ac415d4b0f1ff1f2db19475f0e"
}
