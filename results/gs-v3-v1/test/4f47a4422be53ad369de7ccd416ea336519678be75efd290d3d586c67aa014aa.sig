{
  "algorithm": "ed25519",
  "content_sha256": "dc2c125266234d03a5f170fafdc4852a678774ecdead642e5913e8a4817a3cf0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4f47a4422be53ad369de7ccd416ea336519678be75efd290d3d586c67aa014aa",
  "schema": "gridshift.signature/1",
  "signature": "57295992edf7bacc7bba3218ca4240c72d92d792ba1289612bfff8a29c6c21c711524cfa32fb71c18f4d84ee52d347adb67db1f42db5ea24f125e5ae67c2f40b"
}
