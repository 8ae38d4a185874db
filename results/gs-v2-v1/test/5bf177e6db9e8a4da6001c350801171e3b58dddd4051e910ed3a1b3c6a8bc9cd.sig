{
  "algorithm": "ed25519",
  "content_sha256": "463ec5e7bfb093d47ba574bb5c5279db28d28d744ffda97fc6fd728074426a23",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5bf177e6db9e8a4da6001c350801171e3b58dddd4051e910ed3a1b3c6a8bc9cd",
  "schema": "gridshift.signature/1",
  "signature": "a73f1e752d5a4ae9d6f6edeea744a83c19b2f4c263de6105a7986f2900d5fd2878377ae0a9e6fc2d7ff78ddabdf44fcead815c35e77681da47a8c9e191c10b0a"
}
