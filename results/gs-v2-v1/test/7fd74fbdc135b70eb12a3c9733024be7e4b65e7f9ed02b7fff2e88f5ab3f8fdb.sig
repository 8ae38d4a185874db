{
  "algorithm": "ed25519",
  "content_sha256": "3615fe985b257c0ae186b8b6212f79dc5454e77e73cf14f09d71f3c45df0462b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fd74fbdc135b70eb12a3c9733024be7e4b65e7f9ed02b7fff2e88f5ab3f8fdb",
  "schema": "gridshift.signature/1",
  "signature": "6aeb49e745e5598fe359f6727017988c21083049711de6068a4036f90130afe9d83d4a8c574ad29c2e063db5303e796b6d18d8eff12471ef9c0a32a18fda810a"
}
