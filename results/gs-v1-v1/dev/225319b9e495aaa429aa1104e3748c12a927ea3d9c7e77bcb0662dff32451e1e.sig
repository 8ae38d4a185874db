{
  "algorithm": "ed25519",
  "content_sha256": "ff927aaf8cb34d0aa7e7defbc341e42751a4a5a49426d5cb38a5191ed6dc4dd6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "225319b9e495aaa429aa1104e3748c12a927ea3d9c7e77bcb0662dff32451e1e",
  "schema": "gridshift.signature/1",
  "signature": "664f36414e97455ce2b96c3dc42f6c70af3f64202f0ef099f96fc19a82a54de73a2f29b783b3ed6c535540ded9d225ff40d5c04f66a7da8b75a33cd5502baa0b"
}
