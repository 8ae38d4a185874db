{
  "algorithm": "ed25519",
  "content_sha256": "999d9073ec10d1d853075fdcb640d5508332495af534f17432588487b0041e17",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb899d7af2c4aab889ae2817efcc9c659b633c157d687a43eb16c823f4c73686",
  "schema": "gridshift.signature/1",
  "signature": "9a6c6297265ebd34464f7bfb3fc6c803c293bce272d31cbf13d9573fe736b92bd4c58609f8ee5f770d7a478db1873c0a24ef5bd7e94c1b72e9eef0ced4a08808"
}
