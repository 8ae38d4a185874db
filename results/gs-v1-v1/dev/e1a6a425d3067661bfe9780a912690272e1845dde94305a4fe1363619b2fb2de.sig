{
  "algorithm": "ed25519",
  "content_sha256": "a2c73cd94370310b5cdc20b99051a725408c588f28ac0106a935e7a99bc376ef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e1a6a425d3067661bfe9780a912690272e1845dde94305a4fe1363619b2fb2de",
  "schema": "gridshift.signature/1",
  "signature": "8473476642d448d6061073fd6b861ff6eb27fb228d32c5da5fc02fac6bc76a170a79bfde34ae4faffba977082d85e32ba4f9eb09220e97e7764e4cd34f1d3d07"
}
