{
  "algorithm": "ed25519",
  "content_sha256": "5458bb5fc7bf02afca2b7171e47c9cf5d21c181a840c2f1be613cbd56a38ddb4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3e07995ca03be6afb62ad95d3825ecf8e399082862301fca5ada49e12c6f8bea",
  "schema": "gridshift.signature/1",
  "signature": "ba7390721063a619bae150450421e4c491d5dcd9f07e14001d5878c60c4d1eeaad3ce1294107fdc68854a157f6d5fbaad741c7989222bd096c568c6ca9f6f80d"
}
