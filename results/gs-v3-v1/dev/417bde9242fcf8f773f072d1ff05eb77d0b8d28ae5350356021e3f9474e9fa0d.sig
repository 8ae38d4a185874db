{
  "algorithm": "ed25519",
  "content_sha256": "3d9c9e1e8d97fa56f234e9f35973e2003cb1a581eed9080ee7d55036fd7a2071",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "417bde9242fcf8f773f072d1ff05eb77d0b8d28ae5350356021e3f9474e9fa0d",
  "schema": "gridshift.signature/1",
  "signature": "4bd6705d14666b37190d0c2c548c90c292acfee2c947d34bbfb8cf37d8b230cf6c5fdbd2f6714d76d9cea50f734b85f7e42ff36d145a57cb1e889105fee6020b"
}
