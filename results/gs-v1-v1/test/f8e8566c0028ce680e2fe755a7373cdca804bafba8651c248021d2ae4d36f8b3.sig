{
  "algorithm": "ed25519",
  "content_sha256": "06ef0cccd98cf1535591443b0b25cec422285cef32355a273c66ad735ae73edb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f8e8566c0028ce680e2fe755a7373cdca804bafba8651c248021d2ae4d36f8b3",
  "schema": "gridshift.signature/1",
  "signature": "cd09645ca5200e68d2c1f6aaac9c52f22274f23ed8fc532351840d0d16c7d7302fbc3a41f7326cd58f701bd2cab6d28197ffa42a5313c8f1d0c0628e0f87570c"
}
