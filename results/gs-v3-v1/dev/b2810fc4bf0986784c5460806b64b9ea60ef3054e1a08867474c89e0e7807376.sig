{
  "algorithm": "ed25519",
  "content_sha256": "768a35eabb081ebc3d10545784817bc32605ad599ce0285d541550b2ee4b9464",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b2810fc4bf0986784c5460806b64b9ea60ef3054e1a08867474c89e0e7807376",
  "schema": "gridshift.signature/1",
  "signature": "e353faf7dc80caaebe4ffdcab0e2c4639e3e46a0ff7f0752374292dc4cc5230809de9c7ae1cd32f317d28546bcf1ea3f8b2aa4eb1a20efbf5beb18104d3b170f"
}
