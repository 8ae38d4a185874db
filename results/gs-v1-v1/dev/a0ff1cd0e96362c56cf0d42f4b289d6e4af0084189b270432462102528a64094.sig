{
  "algorithm": "ed25519",
  "content_sha256": "bcb66fa99914a03ed1dda13d4d3a331e3480a705c96c4cc41970cf6dd03e832a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a0ff1cd0e96362c56cf0d42f4b289d6e4af0084189b270432462102528a64094",
  "schema": "gridshift.signature/1",
  "signature": "fedb73dd2c6916edcbf829b021c755ad302ac7cb8762c9ad7b437d94a7fb9f94b6668c798a9b037e47cf8e0cc8a71f9809f8a2072cf6c2768cf1b4f9f4d7ba09"
}
