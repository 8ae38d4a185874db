{
  "algorithm": "ed25519",
  "content_sha256": "b8b73bdbad60034f582185a4a86931200ea2acdbea56f669182ae10f5a0e0e73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cb8bb8bf6d3376b91f485620b46cb28924181aab3377e3666ff11deb8ee989f5",
  "schema": "gridshift.signature/1",
  "signature": "c4305148a16f7616807b1e942ac7b2414fffe88a410e3810165dd4e960902072694f40a31ba81a07b956ba97e2eaf6088fddbc14b3fee8dd5f82667d15ced408"
}
