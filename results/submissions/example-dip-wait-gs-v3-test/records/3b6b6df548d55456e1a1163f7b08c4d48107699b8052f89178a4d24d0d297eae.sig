{
  "algorithm": "ed25519",
  "content_sha256": "3033e3302b6064f377088605398bd9e546db2f4b30fdb58ce823e96c9d823f25",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3b6b6df548d55456e1a1163f7b08c4d48107699b8052f89178a4d24d0d297eae",
  "schema": "gridshift.signature/1",
  "signature": "56f661d578d2d6035de54e25cf8adba54b6557d7c3d561d0a9987490f5a766ba7db60add2eb4779e76375b818b3fb0f3a39797aadfcdbdbcaa4166d4a6a57f0f"
}
