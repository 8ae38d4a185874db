{
  "algorithm": "ed25519",
  "content_sha256": "61f55b9360c7c2e5ce4511edb306c00d75df49233a5a7e9e8248c5c83a7e1ff6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02b6662fbe533ad0fdf13c721e6e9a4f89236b6b6c79fc553047b1d958f849d5",
  "schema": "gridshift.signature/1",
  "signature": "d8c9f2f4dba8f47467e184a3f23559c620942723955d2fafb7305ddd63ea7159bd31647cf8afe92d8d1d66f4a1e72992165dd72ae20f800fb24a4c158cb9c904"
}
