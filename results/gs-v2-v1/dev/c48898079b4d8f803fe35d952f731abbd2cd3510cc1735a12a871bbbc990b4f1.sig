{
  "algorithm": "ed25519",
  "content_sha256": "10ea29e618561ee0d0502a5d77f94cb2d735200fcbeb13923f80114a6ae26cc2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c48898079b4d8f803fe35d952f731abbd2cd3510cc1735a12a871bbbc990b4f1",
  "schema": "gridshift.signature/1",
  "signature": "01e4f6bd42b07afb9b3fad63f4fda04a6c3d9646d86af15794f598af02d892d0b4a25ea49f6d688527c031cc371be963ebb44162166abcfb6c195b3a25df9409"
}
