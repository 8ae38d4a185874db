{
  "algorithm": "ed25519",
  "content_sha256": "0e7371e21ef4656516e2e7aee2c318aaab2dfe0d6c7abcfba4f1306dc886ecc1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3b6789d59b9c794368a66e99cbfd8a6537fa70554167a5373e6d6a11eed90d8",
  "schema": "gridshift.signature/1",
  "signature": "e61cacb8bd2c6b300a35ec2da2d0143a0fbd228068b69f859feb15d221443a4483c25aa651c7298f0a1cb77ce97d3bcda3f7a4255402ea3df23ed71f8caaa902"
}
