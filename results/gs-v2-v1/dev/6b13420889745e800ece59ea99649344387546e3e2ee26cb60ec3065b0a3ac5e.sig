{
  "algorithm": "ed25519",
  "content_sha256": "9b7f5ad48984dbc07a69966dfaa5a25b7c465d6dcbdd57b28c39b9dbf9fa67fa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6b13420889745e800ece59ea99649344387546e3e2ee26cb60ec3065b0a3ac5e",
  "schema": "gridshift.signature/1",
  "signature": "3b3c3ba9b588bd89a62faee71e8fe50944fb33fca5e301ea17a535bfab98f5e1263e61f8cd9021c858d1ad7fc0157d97da5e96e09854a0230c31e8eb4eb72805"
}
