{
  "algorithm": "ed25519",
  "content_sha256": "fd62497835d58da5331d01c1d76474b48a816aac0b9d7b47387479ac36dc5c72",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "47a2f1a19c11e884170074de15cd81ccea8464bd8a407b28d1f1d4cf0c3c7361",
  "schema": "gridshift.signature/1",
  "signature": "6e563005dfc8e9eada31763d07d0b8d63003f24c1c85df384b7f3ea4c81ac87d4f52995758e2bee91e7af497f443e079ae98150fb7dd7defb1d1af2ecef07801"
}
