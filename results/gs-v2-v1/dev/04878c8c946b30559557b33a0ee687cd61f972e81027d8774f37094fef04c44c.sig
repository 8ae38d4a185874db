{
  "algorithm": "ed25519",
  "content_sha256": "7282baa743d8c7ad317adf72ad0a96c2c555566da3c1d25ed45d4c77921efa51",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "04878c8c946b30559557b33a0ee687cd61f972e81027d8774f37094fef04c44c",
  "schema": "gridshift.signature/1",
  "signature": "53ade78e0d2babe455136e7e603687b045ef5f0edeb5336c0da49d39535bbc612e75101a06e60ae8d6eb896bee9d94ee944acbdfcb996c4c3d5b44b85f513206"
}
