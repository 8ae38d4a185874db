{
  "algorithm": "ed25519",
  "content_sha256": "f31aedfcf42211dce5406cf5e94e8a63cdaff0f368a9705178b147df531a949f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9e78c4a04804d6fa569fc141d784c2f6a6ccd8eed5f978ec3aed624015b7c7f8",
  "schema": "gridshift.signature/1",
  "signature": "90c569a25697b260215eddc63c408a3cbdaefdbd958db72f4575a2f336fb2b0e3ee1dbe35c2ad6755ec8ccb00c4be09c595cf26cee754f42ad99358b47323b00"
}
