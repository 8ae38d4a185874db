{
  "algorithm": "ed25519",
  "content_sha256": "eba969a24c23456a4e86b86a2bba94159a96638907c838de6d317f5bdc692b14",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "92a92f0aeafa4be58df7cfb2b57c06e9b1962291551f339febb96c983cd5e142",
  "schema": "gridshift.signature/1",
  "signature": "e87a469e96133ba2ad1ed96ab86bb2d6bcfdd9126d9686d2d0d39fe05c0150d6e48c873244e6d078546ceeca4059296336536f62cfc07698d4985a0329d05f0a"
}
