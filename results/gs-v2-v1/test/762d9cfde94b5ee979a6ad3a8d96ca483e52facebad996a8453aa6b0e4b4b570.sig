{
  "algorithm": "ed25519",
  "content_sha256": "7e1309181c6ae94dd92fbd85d589f9add32e608a18bcc38dd2653138035ef5f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "762d9cfde94b5ee979a6ad3a8d96ca483e52facebad996a8453aa6b0e4b4b570",
  "schema": "gridshift.signature/1",
  "signature": "d010e7becd81deb74e453928fddd2827794227a76de2b874943895f13f42ab090eafd22c713637ce548548b29fd69840b35617b59e0a505b2743b7eead89aa05"
}
