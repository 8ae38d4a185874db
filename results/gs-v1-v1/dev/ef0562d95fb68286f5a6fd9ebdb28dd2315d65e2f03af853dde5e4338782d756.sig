{
  "algorithm": "ed25519",
  "content_sha256": "b40ea1e34b7fe5b834c5e1d7143e48e61fd488390609513c8763c3124811cc67",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ef0562d95fb68286f5a6fd9ebdb28dd2315d65e2f03af853dde5e4338782d756",
  "schema": "gridshift.signature/1",
  "signature": "1930406c08c8b09abc7b7e2a3b523f72a373cd799f90db7365481aee024c367ff20a843f617c1c72ec33dfb4db03ac8de964ed5553b049be74bd52d9fd915207"
}
