{
  "algorithm": "ed25519",
  "content_sha256": "aace8d4bb54e2d41e67299d3a3bb6cc772aae4f7e9d51a0c71b85d436adf91b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02e7d4a3cd5f2c3ea645671114f2c4babcb7757d69c13382bcf049d964bb20b1",
  "schema": "gridshift.signature/1",
  "signature": "d4062fd769f12e2e5830e59881200b69c58cb2bec19c014574ee97bedf7a1c248e5072bdf3ec55a7e6420bd7d95d13c5766a118953e1f205f72cd13c94c6ed0d"
}
