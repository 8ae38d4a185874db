{
  "algorithm": "ed25519",
  "content_sha256": "91983a7a4ecdad9f3f360d234bf00f0a3eb3d876605c34b8448aef791fca878c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "615f2354efef589b983de4d190baaee761019950c94ad6ec8af29b08a1cbe42d",
  "schema": "gridshift.signature/1",
  "signature": "010f1a50e63dc90f18084ea94e6e6e770a1b434d28e7f0159ce3cf169c0e8fe9758871e1df9056cfc14b62ea5ff365550bb1b3e64130dc4e51dd0a80d8c2f504"
}
