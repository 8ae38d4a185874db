{
  "algorithm": "ed25519",
  "content_sha256": "2b85e32cd2e8d59df8f54a3193e8b7fbc30a3b2e3da697cdcec0e479d0d1f75c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d140d802a76017b3b429034ee29dfe87ce82dfc22194dcac36cd8940cfd2b09",
  "schema": "gridshift.signature/1",
  "signature": "32f1a5a39db9bfa928b234715da1733bfcd858fb14185d52d96f554db401e9f13657d63c541e1d080f7c80445e90054d6ca01a7a59d1013c37ea0af45cc21408"
}
