{
  "algorithm": "ed25519",
  "content_sha256": "ab9718a47b344b9571840fe1ea60477610a7f628f97534ec638d7de65246bcf6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "12eddd3ae5f9236dd82154f0bc18b5304c8ba674cdda9d689d03cb84f877e11d",
  "schema": "gridshift.signature/1",
  "signature": "869287be17fe00d6fd13c4073420c1cf81feac9032c846b3ec21d02809fab71f63f2fc507837b3db63dfcba6ebc6eedad097952a12d235371daa64920b1b1709"
}
