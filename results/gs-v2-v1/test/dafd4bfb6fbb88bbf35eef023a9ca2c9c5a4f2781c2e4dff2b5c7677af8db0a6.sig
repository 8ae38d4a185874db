{
  "algorithm": "ed25519",
  "content_sha256": "e558d77de94a768a8e4603ec01e3e6d9aa03a54a944eb8a1ac4bd3e6bebfd40f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dafd4bfb6fbb88bbf35eef023a9ca2c9c5a4f2781c2e4dff2b5c7677af8db0a6",
  "schema": "gridshift.signature/1",
  "signature": "279a253ef33e6c3bc83643ba967f0cc8e1cc02f4d5840d14cdffa5909ef613e70e36c26187ff7ec1571c51b0bebcbde94738defc33b84a154978c374d9c1580f"
}
