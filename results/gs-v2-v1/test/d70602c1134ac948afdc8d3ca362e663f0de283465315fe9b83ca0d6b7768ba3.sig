{
  "algorithm": "ed25519",
  "content_sha256": "5a113386eba7a82fc04512203a8ed5c30a55ca40e218e1e79c5f9de98ce0a1fa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d70602c1134ac948afdc8d3ca362e663f0de283465315fe9b83ca0d6b7768ba3",
  "schema": "gridshift.signature/1",
  "signature": "5cb5a139535d5c49b8de65fc88b2ed4870d52c6cbb132811ab8617a44bc29e010318b8ecafdcd639c2d41d7aaea5952b200eba6fc88d1deb766cd2cc3faf1101"
}
