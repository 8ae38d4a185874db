{
  "algorithm": "ed25519",
  "content_sha256": "9afbe4ade15cccd2bdf7f624bf50c5c1915e92fd0df7537bae57e4b628cad7ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "05b156c7e1df4f566b5ea8ff9ad5b1c6349de99a295ccac8e6fd7767687e1f16",
  "schema": "gridshift.signature/1",
  "signature": "5e655456ffaa763f4703ee56161239cefc19711aa679cb64051d8cde4fb26761540f72a5584b7fc6861f8dcee2bc297b76a16bbbe9e9b8d4fad66929d4616e0a"
}
