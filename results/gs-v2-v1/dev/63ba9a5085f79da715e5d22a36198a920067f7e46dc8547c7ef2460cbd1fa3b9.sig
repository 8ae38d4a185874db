{
  "algorithm": "ed25519",
  "content_sha256": "2869291468a7f8441cd90f1df72a61a9c056a5bdf73413250b7e86a085dfb542",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "63ba9a5085f79da715e5d22a36198a920067f7e46dc8547c7ef2460cbd1fa3b9",
  "schema": "gridshift.signature/1",
  "signature": "eb46773df4223c41051ff4af11e2c79ac91fd5fb775965a1af8c1578403f34926a7781e54a51b48da4ff443e80a588d521a72e799ed3cec7fc4f2d1a0ea6020c"
}
