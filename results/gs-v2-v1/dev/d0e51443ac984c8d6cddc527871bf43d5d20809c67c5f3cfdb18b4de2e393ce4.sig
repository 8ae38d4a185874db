{
  "algorithm": "ed25519",
  "content_sha256": "decd12643bfe60176d67c3c4090c2a2e030589c0909b18c8db4513b1caf19ec4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d0e51443ac984c8d6cddc527871bf43d5d20809c67c5f3cfdb18b4de2e393ce4",
  "schema": "gridshift.signature/1",
  "signature": "77e28647f0dab5361dd272bf70af3aa876e9e111bbd84fcf29e2f2f6f30b6c32f2faffe0e31bde578cc4c96c12badd823deaadc46eafaa4b427ca07d6408a105"
}
