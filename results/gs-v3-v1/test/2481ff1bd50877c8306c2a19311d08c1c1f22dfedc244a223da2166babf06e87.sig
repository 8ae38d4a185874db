{
  "algorithm": "ed25519",
  "content_sha256": "50997df0f36bd4a2878906a1bef8f56af03e76e5c8d9e1800885cf2e520ac8f6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2481ff1bd50877c8306c2a19311d08c1c1f22dfedc244a223da2166babf06e87",
  "schema": "gridshift.signature/1",
  "signature": "4a09faa28301cefbd184e8be0d4a60e0c6820920729cc267c4c4a11d62dc7fd3f21e77cd1fa998abbf5bd2910ab0ffe84782a3e29928e888c501e5ccbeed3400"
}
