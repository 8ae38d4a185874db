{
  "algorithm": "ed25519",
  "content_sha256": "5a9c96e10144ebdc04f5b0a3e468da4353a78a8f59c304301f810b1170798a15",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1aee28a2c9a898f16a97c5c2d73f0c07ce13aa784a09f2ad11c46f7d7c7ab961",
  "schema": "gridshift.signature/1",
  "signature": "7651e4a4a432c20861f105142a3f4908372ae1ee599d1182e47d98f0fc8e00cffe5f2238785ffbed1617929e86aae96126312b07fd0d9b2f31c40a8c3795450f"
}
