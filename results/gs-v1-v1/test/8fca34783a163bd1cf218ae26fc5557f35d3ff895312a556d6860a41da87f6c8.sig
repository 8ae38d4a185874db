{
  "algorithm": "ed25519",
  "content_sha256": "0334ab782c9c7457a56192ed52448142a2fdcabd259c312a559a68f5e7b058dc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8fca34783a163bd1cf218ae26fc5557f35d3ff895312a556d6860a41da87f6c8",
  "schema": "gridshift.signature/1",
  "signature": "c9a05e086138b1c0c3ee3f73110f8b6096094469b255fda271d32be17f8651d8a26eb9c29e8fd4b7122078885c4a565fdd71b6399c570740cfcb06df0d48ce01"
}
