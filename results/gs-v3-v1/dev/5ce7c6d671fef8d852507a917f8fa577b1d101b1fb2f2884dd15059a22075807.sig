{
  "algorithm": "ed25519",
  "content_sha256": "e452603a7188227f20618fa74408c5633d07fd90f0354ae3f3c5e5d7d9d26147",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5ce7c6d671fef8d852507a917f8fa577b1d101b1fb2f2884dd15059a22075807",
  "schema": "gridshift.signature/1",
  "signature": "8ac057adabacae00adf097ec1299e9c14b9b565370915bbadaade4da994a3f7be833185ded8c1a9af3f5d19c544e63e566d401e11661762035a6fe8dac759306"
}
