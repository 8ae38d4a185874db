{
  "algorithm": "ed25519",
  "content_sha256": "aec9f95781efb1c358a2b4f2819f24faafd95153f800e948c69dbb7814781ac2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "62282c04740eee9dfb13aaef2f9426fa8fbd9bfa3134210d4752fdae9ec928f6",
  "schema": "gridshift.signature/1",
  "signature": "bb888ff8eb67cf3a8bfd7d8bf3fb5cca35ba394e8cf9e4e69f39b5b5b474ef42b1f6e6eca261477b92fe97a9ae2ef56ff94fa229f0d13329fa8593c19e9cb308"
}
