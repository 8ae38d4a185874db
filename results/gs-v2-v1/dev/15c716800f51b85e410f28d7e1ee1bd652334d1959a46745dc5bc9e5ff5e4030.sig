{
  "algorithm": "ed25519",
  "content_sha256": "f6deb112f2bd96c54cabdeb6df9b10e6886e116200d3b8e79bbdf9e9190a817f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15c716800f51b85e410f28d7e1ee1bd652334d1959a46745dc5bc9e5ff5e4030",
  "schema": "gridshift.signature/1",
  "signature": "eaafe7f5caafd863a16aa700a8de1626be5a7fc5a09ac000e8aa252e11244d380bbf3f770573bfe50b08fe30b8ca2056bbe67daba913e660b7d32e8630a0c500"
}
