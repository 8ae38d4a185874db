{
  "algorithm": "ed25519",
  "content_sha256": "670e1c18d87264a6d0e0200c071fa3751e5ee73add384814df96da1137d644f0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10039a3a679d0d1130a23decf1f881dc7dd9f0d26b5cfa6b66f765aa7886f411",
  "schema": "gridshift.signature/1",
  "signature": "479cc556defa5858b4bef9f8510c192ff29d7a5c82fe7dbbf01886cf92f2913c89c37a7dbe51a91c0643950b6b54881c4e750d52974aa25e46d4f11303162203"
}
