{
  "algorithm": "ed25519",
  "content_sha256": "f0a09d001cb1d929c6c2718e63c65cac265f6dd438995eb4490f08cfcc2d45b0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba909e1888743e3ce1435201a27db1311a6f4510704bad005be942d8f063d7a8",
  "schema": "gridshift.signature/1",
  "signature": "8994006a7e4eb050b10df1cf599b73442166ca0a0c71ac9aa10ac37cbb53a647e0dd75f0c12fbe4bd049678acedca17f9dda292110d574e17af4d89b8e1db10b"
}
