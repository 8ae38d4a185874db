{
  "algorithm": "ed25519",
  "content_sha256": "ad0b8bc5151458fdcb4554d5cb3af884edae51fbd4bd9321b538a55cac583d6e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9127ffab95890e0f359a79a9757e72b6707d043ea566543e659ffb359674e8b2",
  "schema": "gridshift.signature/1",
  "signature": "346870fd2a09f0d0325003b41fe59a438b900758de026f55057155d75d6cc42db4195fc9401c2ac40dc34218ea2152dff86daae087f4ee2f265e8d3b66247603"
}
