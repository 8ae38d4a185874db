{
  "algorithm": "ed25519",
  "content_sha256": "223537c85b1d18e149ad115fb441f7d3c5b8f6ddd21677f07c9b6be2a35fc887",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "595102836d643af0da76a6f3565394b687c200d4c9f69942ff8e2a6952311485",
  "schema": "gridshift.signature/1",
  "signature": "9e08d8f41bd582d249425a53e3191747b59d997aa363cd5fafab8fbe7263fa292d0d80da5f402d6179b66cf5268957fbac4c49c62eee353ec1ecbd035442370c"
}
