{
  "algorithm": "ed25519",
  "content_sha256": "3f8612ad987a3e2f9484fc2862bc7dfc5afc6cdfcfd974c58aa49fa88144a58b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a6ebb9c782e86b66d2ff819dad22da07e4c2703c791df1aec9ba3f1c8adf2f91",
  "schema": "gridshift.signature/1",
  "signature": "edfc7ac7f07a2b9c07f1b54fc61b53467029ec1dad2e21d176e7159e3a47f6dd0610847ddd786f5b4791c5e4eb987b265928aef7f2cbbbf2fe8045f86607a00c"
}
