{
  "algorithm": "ed25519",
  "content_sha256": "4e2dc5400f2549eafede62ac3568ee41e2161db1b4eba57a6fa95698143b5eb6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e6e9d3241606be330f648401772b0284324b665c16d2f0223f5e5885c2a525e2",
  "schema": "gridshift.signature/1",
  "signature": "b3f6b7d2a4cf430ec1f6a536d112e2e384cb135a6cc3b4f81b63273a13dc6c2f7a65549d7520984b4a5ad720f7a4c066d70c9af47cbaace0bcebb0b63bed1807"
}
