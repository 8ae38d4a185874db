{
  "algorithm": "ed25519",
  "content_sha256": "e7abeed511a8ba1d5bf03b4b0dcf0d7b6b81ff38cbdfa07b74f6551b5e7bb60b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a2e9fad31ccb606c647d1adcb4403dc64b61b102f068dbe8ad73d56eb2e4bc7",
  "schema": "gridshift.signature/1",
  "signature": "e90b55a3c6a3823d2c16a43be6184778b90f3e9f08068bc0a84b3cf298a9f1cf800279690141289ee9ebdc1d1522ed3553fa560b2b51503768fb4a6d1376b90f"
}
