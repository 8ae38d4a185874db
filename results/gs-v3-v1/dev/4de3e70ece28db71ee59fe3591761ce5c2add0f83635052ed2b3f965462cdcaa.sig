{
  "algorithm": "ed25519",
  "content_sha256": "b65a0e0303f3b8700833f9cf5bb7e779d680033c250c5feef86347c91a472fd9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4de3e70ece28db71ee59fe3591761ce5c2add0f83635052ed2b3f965462cdcaa",
  "schema": "gridshift.signature/1",
  "signature": "4db54b0fc38a530e4d55e5451fed9f851e000c2fde073560da7977a08fcd2460cab73dba26ff90504fc5751464a275457a34e904b596233b1eb57747dd6b800a"
}
