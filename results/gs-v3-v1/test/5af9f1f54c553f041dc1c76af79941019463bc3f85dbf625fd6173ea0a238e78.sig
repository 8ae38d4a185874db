{
  "algorithm": "ed25519",
  "content_sha256": "2583f764101fbfd5366a9a1059b1e9ae285d872ad7a821b1521881df39d7d1a8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5af9f1f54c553f041dc1c76af79941019463bc3f85dbf625fd6173ea0a238e78",
  "schema": "gridshift.signature/1",
  "signature": "84fbede4d0ce08436ba560be4f719e15db862458c847a2b7d9b7d4b0186681ff9e171944df795be9e4b0ffccd6c4bcd0edd1fec89f75f538f5e2aef52240b507"
}
