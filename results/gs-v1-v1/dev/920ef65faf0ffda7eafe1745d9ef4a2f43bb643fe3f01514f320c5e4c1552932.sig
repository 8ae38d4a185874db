{
  "algorithm": "ed25519",
  "content_sha256": "55548501e44e615fe59eaf024651f24b4b8c1f1b58fa2125689e216daee30fef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "920ef65faf0ffda7eafe1745d9ef4a2f43bb643fe3f01514f320c5e4c1552932",
  "schema": "gridshift.signature/1",
  "signature": "65fe4dc0f49dca1063f7cf6d8e712d025c2b07bd887a49c2d9d62a4270030dd46135ddb4ad819ea8da10a9b8f18d842be63060c54ad39fc258f0c5de4bceae0c"
}
