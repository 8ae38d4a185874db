{
  "algorithm": "ed25519",
  "content_sha256": "91acee757d6cf5e2c89aaa84b924bcec0158a8bfba70721f4382813fbd00f7e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "241e7010f5d8fb2061cd5c1dab224b98f8d10ba250f0a0e7f70555dfb98453ee",
  "schema": "gridshift.signature/1",
  "signature": "7e60840e2d573f2636d76f21c8aa797c2ab1f5f65b49bc2a5220941488640909c60c1cde81039407a65f84609c879e17b2211bdc9af14e925534a9ae0ac69d03"
}
