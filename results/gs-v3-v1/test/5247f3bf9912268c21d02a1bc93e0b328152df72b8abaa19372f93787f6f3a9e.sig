{
  "algorithm": "ed25519",
  "content_sha256": "161820436a2c81edb28a9ec9d0b36a549d7e1ced411b8f1a0a2d273e00fe21d9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5247f3bf9912268c21d02a1bc93e0b328152df72b8abaa19372f93787f6f3a9e",
  "schema": "gridshift.signature/1",
  "signature": "04ec0af322c307443a8cb9d1466195f7d72bb4efe23af1d43c552c8420c2695091a9bba936abd9a6ffe5e8380770ef5a57bb7325b1eae2fcd3c8304f0fb3d303"
}
