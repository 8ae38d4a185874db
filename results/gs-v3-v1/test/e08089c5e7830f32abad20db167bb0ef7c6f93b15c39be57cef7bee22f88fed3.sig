{
  "algorithm": "ed25519",
  "content_sha256": "ce60efe0d348525843257688b4de2181e8ac11842f698273f3b980f0206be525",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e08089c5e7830f32abad20db167bb0ef7c6f93b15c39be57cef7bee22f88fed3",
  "schema": "gridshift.signature/1",
  "signature": "e4aefdb0a71a3baff9d3833560c918afa0afb53c0fe940aa2eb7900249d265a9cf593d511e75eaeb05d587f2e0b94b75971019045ebdc50efc6c7fc5dac24d05"
}
