{
  "algorithm": "ed25519",
  "content_sha256": "7e92a8660805f816f0cc17a7cbaacaeb76d4c25503ec429f0213b8bb202d0f8a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b135bf2f3265e19b36d91f118de3fe4bf334c481a823859dd75014cd79dea1db",
  "schema": "gridshift.signature/1",
  "signature": "2de144ae14610fc9680dc32debda59a3c9f04841bfb436623cafd55491a3438ebfda4a9767a8d56f18753b1cd07594b367311694969e6c9192ed01d6eb350006"
}
