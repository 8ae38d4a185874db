{
  "algorithm": "ed25519",
  "content_sha256": "0955c76d34dc7ff72a9210b0e3877d9d4ddae44f0d36c0f02661d323a5bfe600",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "82511e48ad9c2656fb61e57808542f3f8e06d0dafae25fa5574ed104865510d4",
  "schema": "gridshift.signature/1",
  "signature": "7c5c6a058b19eca3d43ba73e3bdb63f44af116c6c4abe4d03110965d175aa7096466b4a945fdc241f4df4e8f605a4df609da9d7892341f6787122dc7f961cd04"
}
