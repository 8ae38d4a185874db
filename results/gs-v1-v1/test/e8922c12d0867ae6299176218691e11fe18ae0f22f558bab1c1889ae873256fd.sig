{
  "algorithm": "ed25519",
  "content_sha256": "f214e3380076fcd0a924e34d6cb38b5c11b91a39480b57f6054a4874794f7edf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e8922c12d0867ae6299176218691e11fe18ae0f22f558bab1c1889ae873256fd",
  "schema": "gridshift.signature/1",
  "signature": "72f27d5430fcd08e58684d5f56aca6ff9333e32cab4b3668c81bc44ef9c58e864873f74f86fd07063f9e8a1df1abecd8dc27eb8fbb10e6f41ce81b4e5dea9806"
}
