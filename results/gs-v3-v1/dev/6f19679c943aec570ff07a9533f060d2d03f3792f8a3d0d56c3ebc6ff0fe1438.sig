{
  "algorithm": "ed25519",
  "content_sha256": "0ba4cdd3a2a4639a4c950d3b127e9adce98b0e1b9111fedd7845acc389384d9e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6f19679c943aec570ff07a9533f060d2d03f3792f8a3d0d56c3ebc6ff0fe1438",
  "schema": "gridshift.signature/1",
  "signature": "c6f3639851984fcc085aea7bba0485e0ca6352116f5079ca7ed2393bbc417c1be45e3b5753047778250700d994369c45be42d75285725e28d90f8d7ee9f4bf0b"
}
