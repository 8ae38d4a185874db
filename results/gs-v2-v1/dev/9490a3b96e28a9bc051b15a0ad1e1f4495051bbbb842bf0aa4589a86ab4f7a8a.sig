{
  "algorithm": "ed25519",
  "content_sha256": "42addee1ed36070f8bfc2f05b47816b9fee80774585a80397a57b5927d84060b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9490a3b96e28a9bc051b15a0ad1e1f4495051bbbb842bf0aa4589a86ab4f7a8a",
  "schema": "gridshift.signature/1",
  "signature": "405f29a584546331b39444a43aa9130808f366e952b7ca4e5dd96f7b0763b2a591e9af240a04ed79b63b694178392c2de2c8adc6fb3ca269058eb60b215a6a03"
}
