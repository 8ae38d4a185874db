{
  "algorithm": "ed25519",
  "content_sha256": "374a4c76b54e7f5ae6ea42aef77d89c9812ee0ba1060f4fff0e8ec85078ea85a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b67c76a05c5bd9d544ee02c2094ae15a299f76f5174c3e584ead138c63cd0363",
  "schema": "gridshift.signature/1",
  "signature": "1dde5af69bec0968b703dbcb88aa309b4d959c91c1a144bad9b4e6a260be59eb6748cfbfb17300a8e51988c91e954331bbe90ed9d1aa8535f09f488a50536f04"
}
