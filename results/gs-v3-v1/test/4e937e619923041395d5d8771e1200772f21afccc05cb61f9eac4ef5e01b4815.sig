{
  "algorithm": "ed25519",
  "content_sha256": "0eee3d98fade842dcc943b4d25a6fe8a2a60ac249c5732da0123d96e5c1bfb07",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e937e619923041395d5d8771e1200772f21afccc05cb61f9eac4ef5e01b4815",
  "schema": "gridshift.signature/1",
  "signature": "a90a5660543e0d018161e309d0e8dd44d84afe0e9fbe3f2c24a92eaf9e61e46eab5a73becdd955988c59d1a5dd7943e0766678ba98287541c647f8df8a3c150a"
}
