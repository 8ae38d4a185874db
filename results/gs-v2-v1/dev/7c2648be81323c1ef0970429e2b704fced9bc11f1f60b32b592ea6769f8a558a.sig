{
  "algorithm": "ed25519",
  "content_sha256": "9bd035ef5ac41adbbabb05f7a0428b989173b1d777bd16d87d6bb1f1646762dc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c2648be81323c1ef0970429e2b704fced9bc11f1f60b32b592ea6769f8a558a",
  "schema": "gridshift.signature/1",
  "signature": "225b81ca5554996abc36eed68ba0a5e5ef8ddd4866759a355ef6c0de42a1420f06c2f06435da55f5ab9d6cd5d96d50b07867a384c894ae99d8cdd46f4888e80f"
}
