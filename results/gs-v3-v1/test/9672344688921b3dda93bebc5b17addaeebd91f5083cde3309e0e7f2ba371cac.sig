{
  "algorithm": "ed25519",
  "content_sha256": "d133b08f24adf17a72f6feb6b19f1a632d17f2246920d50af521593d932165a2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9672344688921b3dda93bebc5b17addaeebd91f5083cde3309e0e7f2ba371cac",
  "schema": "gridshift.signature/1",
  "signature": "20fca9f16ccdc6eb046e4f4ff0890984bbfaf4f1eb4899ec61d7a7abd8b35cab35a327a5f95bd0bbafc6a90d0c8212c88c9d9357aaa69c5ffdbdf83eeb8b9806"
}
