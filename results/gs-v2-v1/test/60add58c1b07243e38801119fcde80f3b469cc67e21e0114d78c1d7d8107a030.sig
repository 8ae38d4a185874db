{
  "algorithm": "ed25519",
  "content_sha256": "f2d0f00ce44fa2cebd9d94fb96ff973cea684f4c261152bc8a9ad844c5fa7a9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "60add58c1b07243e38801119fcde80f3b469cc67e21e0114d78c1d7d8107a030",
  "schema": "gridshift.signature/1",
  "signature": "53e1e9421a3fc38c29bb3be90a345270906ecc555ff0bb1f514a44d37594fd6b0131a75e7b6f85ce47f2ec1e5a488b9904c2f9148f3e7a6db0841d7e7871c908"
}
