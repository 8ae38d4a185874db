{
  "algorithm": "ed25519",
  "content_sha256": "32ead037cdde72998a43a49183c4dbb9a8d3addc52e64be333f1fede45806d66",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69187f5f233f570b35f84fbdcbe8b26c58f8c21f6c5c678003ff8c4b6f8b9ca6",
  "schema": "gridshift.signature/1",
  "signature": "528d4634cb74c5036e56e28433839f8b7541ca4e7e6cbbf3fee0be05d7349ada0bc957a0615292fa9548265e03b1c6eee8ab06f3f0d9130ce5f3e6b0216f4d07"
}
