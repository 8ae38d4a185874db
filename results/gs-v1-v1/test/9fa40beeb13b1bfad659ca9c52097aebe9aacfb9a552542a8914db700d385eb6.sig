{
  "algorithm": "ed25519",
  "content_sha256": "ddcc2ca89fdfcf6bfddd363c80af1fa9617fee7e4147c115a22d0f49d97d5a26",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9fa40beeb13b1bfad659ca9c52097aebe9aacfb9a552542a8914db700d385eb6",
  "schema": "gridshift.signature/1",
  "signature": "8ce9edd39a90715f5ff5b5afd40e3918efe28153e207da9a00136c6271f54d72da6312c832a4239a454cd0c2402fef10ae6a8938054b299178c27a055222a50c"
}
