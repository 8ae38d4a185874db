{
  "algorithm": "ed25519",
  "content_sha256": "15af40d239a7d69c2056dd9d8e4c456e1342ae3f9eb945f6e736aa9ef6d1ba88",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "12c178f7f29263fd33cab71aff574e63bda1a3ca2a8f7cfc3bea2dea6103f23e",
  "schema": "gridshift.signature/1",
  "signature": "8eeec5818ee40214bb04e70f67fba1f99082451316ac4531ece7f3741f6f24df38dea9702510d410df92b41ace72f568fe29a88b11533049d40a55dd25b0ae0e"
}
