{
  "algorithm": "ed25519",
  "content_sha256": "3897a6084d9d63a5da0a7a4547032e4e4768d06f226d3b4d391ee2701fcc7f32",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4337f5b0ebe72098ff78c56a159b628e9372e8be36a88ed5777e5bac46d296ee",
  "schema": "gridshift.signature/1",
  "signature": "c95b95970298cc69e23533eb51f1531b15c8242de232d1d718d8194f2fe68f947d859b4a7603f4ebd9aeaeb6fc5c52886c820f7dd9fb9a7dcc9d669f48e70202"
}
