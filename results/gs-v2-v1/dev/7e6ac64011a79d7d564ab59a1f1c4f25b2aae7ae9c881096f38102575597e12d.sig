{
  "algorithm": "ed25519",
  "content_sha256": "91c9cf46bb9ab78e0cc35f67cabe80eacd63ae3c9ff79e08e21583c8921b5adc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7e6ac64011a79d7d564ab59a1f1c4f25b2aae7ae9c881096f38102575597e12d",
  "schema": "gridshift.signature/1",
  "signature": "3957cf72993252f99dc75d95f516552e80c3f6704ab05534de92a9967e18ee649b7be9b35fc7680cd24eca4abb39f8a7c69fdac76c948066a8fc7617a4551708"
}
