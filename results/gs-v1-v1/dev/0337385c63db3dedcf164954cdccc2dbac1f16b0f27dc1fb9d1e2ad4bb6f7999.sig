{
  "algorithm": "ed25519",
  "content_sha256": "31b182a0805278975c9414e3c0f18e2436cb4229d9212d94add88b0989ea6ff0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0337385c63db3dedcf164954cdccc2dbac1f16b0f27dc1fb9d1e2ad4bb6f7999",
  "schema": "gridshift.signature/1",
  "signature": "001790f48957beff4950f91dfd78ee845250cbe34bef9c0b9459dbf14af92af1d4e505ebb0a28bd09ca8e4efa9ab81f014823d51c96b6dd8096f9b750ea77f06"
}
