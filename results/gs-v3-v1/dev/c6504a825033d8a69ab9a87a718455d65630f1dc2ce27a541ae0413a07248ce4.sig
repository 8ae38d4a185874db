{
  "algorithm": "ed25519",
  "content_sha256": "32f4834a6e82b9e32421d3e9211dcf9a02d427dd0ba0e8973bee54741825d0b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c6504a825033d8a69ab9a87a718455d65630f1dc2ce27a541ae0413a07248ce4",
  "schema": "gridshift.signature/1",
  "signature": "68660abe1cf32fda262f8279958f2fae5807de7c9bb5a8446511a72156f4d2f51e6db0d4c169812f14d2ee87ee063bf3a1d5b3328954b9d18b0964f7e14fd40d"
}
