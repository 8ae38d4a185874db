{
  "algorithm": "ed25519",
  "content_sha256": "0aadf3d994a829a525d6b250703d6a97c06e70e9e079a3dfe9cab9c98a816394",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16c244ec4b13337cf467ea24dd6e0c3ba411f51b286e963edb9a0c61f92c2475",
  "schema": "gridshift.signature/1",
  "signature": "8ad116e33f0f34630b95260dbee307aaf254fa53caece49aeb0ccd710b947c1d964ad2c6e1347a5a5646f48f971c0940059f56cbb2ee6b0bd59e8a57c6467602"
}
