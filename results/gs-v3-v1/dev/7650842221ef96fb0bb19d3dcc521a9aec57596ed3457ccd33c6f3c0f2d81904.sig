{
  "algorithm": "ed25519",
  "content_sha256": "46d26e0b583320eb9fa5a7d2cdb4b11d059019a3920df6d7019ce3ecc7c9a584",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7650842221ef96fb0bb19d3dcc521a9aec57596ed3457ccd33c6f3c0f2d81904",
  "schema": "gridshift.signature/1",
  "signature": "5fb2fd4d646183e89dc5e6aa87b2f078761f33358003802f5fcb62e46ef4426fb4efc2488bff749c85dabd14ec623b61fa3d58c9c0eb9ac71c65d5622719e001"
}
