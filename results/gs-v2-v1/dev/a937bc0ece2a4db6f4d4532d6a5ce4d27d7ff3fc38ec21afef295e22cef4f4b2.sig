{
  "algorithm": "ed25519",
  "content_sha256": "72df9ea21a8bbf5900c458ef11bd660b3921d2914665e48963da6add6a04b381",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a937bc0ece2a4db6f4d4532d6a5ce4d27d7ff3fc38ec21afef295e22cef4f4b2",
  "schema": "gridshift.signature/1",
  "signature": "c1e3d1307e0b7e7d0a06ddd65a2483503d8386ced94b15a41252828a06c529855f9578648529283c8c92a8381620086e74dc3eb385b7561261e231c52a1bdb02"
}
