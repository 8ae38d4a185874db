{
  "algorithm": "ed25519",
  "content_sha256": "8c12440cb054715881b80cc6e9d8ca407e2d43ca70ccb7875ac1224151aa2488",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa6103d5d7b1fc6f257ef648ea011cc658fc0d7da63f5794f86b69e976f8ea31",
  "schema": "gridshift.signature/1",
  "signature": "13f29f6e330c5762aba1d67b346c71414905a13cdcc89a10210cea7af2fbf25bf30acf8bb13a626fc76a7a8e3f8cd449ca1504b511bb15ff647f7fc578b26d0c"
}
