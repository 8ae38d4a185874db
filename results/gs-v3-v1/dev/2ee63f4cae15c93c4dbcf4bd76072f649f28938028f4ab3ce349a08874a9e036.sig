{
  "algorithm": "ed25519",
  "content_sha256": "490c47872cdedcd28d10097b7335e5228d8da4aaf8ceb3dcd9f99a0cc93c257b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ee63f4cae15c93c4dbcf4bd76072f649f28938028f4ab3ce349a08874a9e036",
  "schema": "gridshift.signature/1",
  "signature": "e27ac7732436d1cdf8f3d1a135bf8ce5ca78463239fa20b9222c274f989b8e889b738c669df4adb719c5f821e96e3e8789320dbce9803627052474f97c587c0a"
}
