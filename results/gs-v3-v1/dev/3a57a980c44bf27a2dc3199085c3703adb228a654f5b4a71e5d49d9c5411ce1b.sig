{
  "algorithm": "ed25519",
  "content_sha256": "2bd1391209eadcdbd84fd7207b296c4938cc44a99fcfdaa0ce8c49d65111608b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3a57a980c44bf27a2dc3199085c3703adb228a654f5b4a71e5d49d9c5411ce1b",
  "schema": "gridshift.signature/1",
  "signature": "c2da6e6b7bc4dab240d0f03e2914c2b7b8f50b802ffcb3b4caa065a9c45809d625bce5f87e572180ac620b55c9d3cb9add1efbce72ac3de0ee13e213e9c7fb01"
}
