{
  "algorithm": "ed25519",
  "content_sha256": "3cd101f6cc79b637ece7b3dc71512892a7c92e5249db3b9e4edc4c265a291984",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b4bed591faf4cc73be16a7e5ac49edd532d4643096478f150ebbebc65ed948f",
  "schema": "gridshift.signature/1",
  "signature": "65abdcbae603429b6c377631cc75b2e399a1c45c20b76d9e76d2134b0fc9bb30d69cc2483907c725372610acf1a251fd21612c2462192b19eab626da9ac4aa07"
}
