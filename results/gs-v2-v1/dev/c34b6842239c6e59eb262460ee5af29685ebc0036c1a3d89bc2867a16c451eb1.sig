{
  "algorithm": "ed25519",
  "content_sha256": "8c294459bdc3239bfaeb3fa809a8a4193b48cf0f1661bbf3e58309343b636422",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c34b6842239c6e59eb262460ee5af29685ebc0036c1a3d89bc2867a16c451eb1",
  "schema": "gridshift.signature/1",
  "signature": "e9768a1994ff43e8f3384e284913c83f8855743ebf611a9c7aa564fa402c72cfde87c558ea7a4d3cc733aba68b5fcf5b91b824a680de40527b0f76acbfdae601"
}
