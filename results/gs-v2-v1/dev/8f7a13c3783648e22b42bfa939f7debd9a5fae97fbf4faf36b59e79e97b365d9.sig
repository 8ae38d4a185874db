{
  "algorithm": "ed25519",
  "content_sha256": "5ef2238272ed1502309157f497c4939e204e2b0f52de56d2ea0e428f50ba3aaa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f7a13c3783648e22b42bfa939f7debd9a5fae97fbf4faf36b59e79e97b365d9",
  "schema": "gridshift.signature/1",
  "signature": "511827cf6c3e098eae29e0e5e625fe83f804f7f8484e7223ee7aa42a2d5dfd17624e3155351dd879b4278a19ff0c4ab215f6c4bfb8abec9b1a4e65bd37bce202"
}
