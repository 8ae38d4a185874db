{
  "algorithm": "ed25519",
  "content_sha256": "0b8f48544c993965cb7a9e127f2ec99d80cc928c66559088cfcd835727fda029",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d2e9fdacf2a43dbc4a8bfd562d0f83544bf9f03ef7eb65676c8eef61e382925",
  "schema": "gridshift.signature/1",
  "signature": "2f60fa86cbe49d50cff9da1882cc10ea503164e54c320e9e382633aa26050255deed3419332d297c0e8c16e314c4b4f055a27e3a78f55fff69db0a4bfa531500"
}
