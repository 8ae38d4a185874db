{
  "algorithm": "ed25519",
  "content_sha256": "0f9df2b22ce6d67851b51273bc81f8b378b3333d6c06ba527db6a3a59f7310bf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2d95b2c4d03e38a61a6f9f0364e56c518e6edc4c63a613a6e49b85c888d542b4",
  "schema": "gridshift.signature/1",
  "signature": "79b31821f349c12053e6ce037286ac908a3b7fce0487a03f1ee6f22eefad7b92bddfe0024c7ea3e98fa09cb8c7f410f75110e354eb4590098fdf26889f91d70a"
}
