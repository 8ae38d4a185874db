{
  "algorithm": "ed25519",
  "content_sha256": "83d15c5357c8b8887a155007803f13ab773f7d2bf345f305abba9e24efe53e02",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dbb451e6cfc45b223327e245e4127a7ae148a09bf50c29b2bf8f768eaec1bd4b",
  "schema": "gridshift.signature/1",
  "signature": "6a1e7a2e96566bf882fb2a3534056f8024a721f4d7b64497cab7e08af4dc5b4838b673343735b7d0e161e5b92732c4dd1a565681aec2174118e88275c59ba80a"
}
