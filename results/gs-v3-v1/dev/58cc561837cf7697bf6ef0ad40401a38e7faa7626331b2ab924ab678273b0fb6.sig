{
  "algorithm": "ed25519",
  "content_sha256": "0e8a28360c66adf8b4cacd871add4f4428926d279d371ca282f17f4fb31c0d06",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58cc561837cf7697bf6ef0ad40401a38e7faa7626331b2ab924ab678273b0fb6",
  "schema": "gridshift.signature/1",
  "signature": "23c63634a0df6e619ddad2020f0666a90084029e55c15303cb59b85f92722bb08fd6d6f905dc7832e2d30a8dc8bda277854567b49754c9b7002ff22fc3bbdd05"
}
