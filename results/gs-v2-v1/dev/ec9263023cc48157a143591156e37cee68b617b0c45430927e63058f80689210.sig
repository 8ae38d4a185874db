{
  "algorithm": "ed25519",
  "content_sha256": "a2a92a1eb343ea6b65849fd046e43e0b77c5e31d4fbdd79109ffa31a4d4cc661",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ec9263023cc48157a143591156e37cee68b617b0c45430927e63058f80689210",
  "schema": "gridshift.signature/1",
  "signature": "b5be7ddf0a8cf736ebd92a9afa8361f00c8e3de86d9ed6a9ecb876b8270829d362775fde70293c9c24f805fd4cb036e095dbf6be9130ef053ae551441f178408"
}
