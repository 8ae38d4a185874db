{
  "algorithm": "ed25519",
  "content_sha256": "fffc7a8ab10e021dedb324e5a3bfed3296118f6731dd500ca9ae15f56934c994",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ed5af082ddbfdbfc7328e6d34f4e3a201f47f0733783df1bbd5255fb4dea4e1",
  "schema": "gridshift.signature/1",
  "signature": "89755cbb8a6ce15b5bf0f06862d85a2526fdc5e274922a6bc857b7eb994031b536a64aa4d05686c6d8c5854636fa7a11ca4191761aed15f4e0cb2a88bff1d104"
}
