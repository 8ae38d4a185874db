{
  "algorithm": "ed25519",
  "content_sha256": "e50f9ff75a815c74a079fec48d4fdac286614626d1b20fcff431b4ffdaef8604",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe9c3b46fb8afbdfe42b9ff5230b3f70627ea0036134cd7e4a8a1d15bda1026a",
  "schema": "gridshift.signature/1",
  "signature": "d608a5770601e5596045182f7b1527eb58e7949ffa0af039e5b4910f0f012595526539857690a17aa2a2be533d814baf4620170b2705f913debcd0cc27f77604"
}
