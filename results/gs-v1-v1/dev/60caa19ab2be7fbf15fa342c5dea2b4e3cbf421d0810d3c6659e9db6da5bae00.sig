{
  "algorithm": "ed25519",
  "content_sha256": "b153eb9dc60d6db11a140c658a53086cc47160a486439cd027446eaac56584c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "60caa19ab2be7fbf15fa342c5dea2b4e3cbf421d0810d3c6659e9db6da5bae00",
  "schema": "gridshift.signature/1",
  "signature": "8c5049f880c4d0b038a2f4aa9ece02bc1988256d0d499d43a45de007e06040f51170f087312a130b86c4a9466c3efbca04469fc674a587e0bb3fa1bb45a0c40e"
}
