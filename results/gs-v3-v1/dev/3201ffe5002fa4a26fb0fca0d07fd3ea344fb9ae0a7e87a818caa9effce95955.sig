{
  "algorithm": "ed25519",
  "content_sha256": "d405add0da136323fa7c3dece047ecebe0c1e3159076b4c7497316e71ea37d7e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3201ffe5002fa4a26fb0fca0d07fd3ea344fb9ae0a7e87a818caa9effce95955",
  "schema": "gridshift.signature/1",
  "signature": "9b12b9ef07e220f03932690b2a038b3a0a8c4466997286a8c6ae5053e9760220f7d9dd4b4e7e107f4b10318aa69eb4bc6606d662de0b0f0d19f6373f2147b20b"
}
