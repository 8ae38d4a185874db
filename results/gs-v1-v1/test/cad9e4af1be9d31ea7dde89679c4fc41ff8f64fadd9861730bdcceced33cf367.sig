{
  "algorithm": "ed25519",
  "content_sha256": "0c0ef60fbf21c8c8401d4a9eef55ea440fb5a9e9c0e85f9d6230a3f82ce56bc1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cad9e4af1be9d31ea7dde89679c4fc41ff8f64fadd9861730bdcceced33cf367",
  "schema": "gridshift.signature/1",
  "signature": "5b3e4043d1e8a1ed5cda708565e9fe03292436ec99f04448de3e3dd98b39a6db483797f8c8348e64a60daf441a67248a94a2aa31f963eb877a43dc41e4d1160f"
}
