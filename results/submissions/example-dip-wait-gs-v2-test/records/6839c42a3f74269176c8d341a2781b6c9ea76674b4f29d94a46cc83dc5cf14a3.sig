{
  "algorithm": "ed25519",
  "content_sha256": "df9f8948ab80441096f7097e60874284475c80bd94cee8b7bbd5eff7e05ec100",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6839c42a3f74269176c8d341a2781b6c9ea76674b4f29d94a46cc83dc5cf14a3",
  "schema": "gridshift.signature/1",
  "signature": "3fc1c20e2a57d432d562eab844adc629700fad270eafca309e90b145c92be75e9f6c3ff74796cbd710646292dbbb118d2a431b77108c852879200d496c9c4809"
}
