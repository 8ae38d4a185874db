{
  "algorithm": "ed25519",
  "content_sha256": "44f2c317fb318374512d15f819c35e4e588c173ede65e8273367d56892bf6b92",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15157b8b1c07b8b3d7f6ba641518ea1f6414f1fc75b9a29a832f6b4b8eeccd35",
  "schema": "gridshift.signature/1",
  "signature": "8488ec034e746df1c48f6c427a05d62e56c4e050eca8d89be98f656ad585581766bfb702a74d15bbd2a5a41a17d1a85ec24e48eb8c6bbe2b755e72c39edfae0a"
}
