{
  "algorithm": "ed25519",
  "content_sha256": "0bb19ebfe9e4b9205b437b6c666afb167f0e1a21e788d5788da405e4f71d8bad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c5753c60578b587e5f526f08cab3345da0a9bc298941084f8a619a41262b57dd",
  "schema": "gridshift.signature/1",
  "signature": "ecc517640eb2feb063a17781435921acbc2eec522019acc719c7b5b8943ae0ca161fb4640c5bf72a5d1294b23c95014d2ce47f970fe082a9750dcc55ae9c960b"
}
