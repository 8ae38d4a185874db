{
  "algorithm": "ed25519",
  "content_sha256": "9ff7cc6072cdd9bf5cc90196cfa3308139e8a3b66018b865c83ddd6f3f43fa18",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "905c4909389ffaa5c423ba0ce8d3e2d67adbdef75cf0a549c815f33b7c038dd9",
  "schema": "gridshift.signature/1",
  "signature": "9a47d9de521234cc8e840bc9ea6bf2c12cbbe0204040e1f9cc9334db2631e5cd15c01d5985efedc24c2e5a14b9ef775113e283df5774d9834aa86520457e0e0f"
}
