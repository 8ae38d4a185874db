{
  "algorithm": "ed25519",
  "content_sha256": "f0ce11039a890237958ba614d4461ae762e55e0ecff64840646e1e2ebbe76e67",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f7cb006f85481992a5cd624b09c58deeeaabf12f6d3fbc4b796a2e5821ae6961",
  "schema": "gridshift.signature/1",
  "signature": "e66dfef9d9d48b23f83183f219088c428fbd9e87ae507d06f39e43671803096a828d7d9c3586811cf2adbc136597e89cffd56802590ea96a2d209a827bf6ea0c"
}
