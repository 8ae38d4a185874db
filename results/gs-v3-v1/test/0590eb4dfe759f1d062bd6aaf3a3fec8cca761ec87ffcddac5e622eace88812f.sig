{
  "algorithm": "ed25519",
  "content_sha256": "57355e38da18f9deb8f1f3143969804bd58699b36c2e83c5f7cfbcf5cf2b02e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0590eb4dfe759f1d062bd6aaf3a3fec8cca761ec87ffcddac5e622eace88812f",
  "schema": "gridshift.signature/1",
  "signature": "05f5a1e709ed24e6ed3fd318676ed37c3c02f0f9eeb2a5e5781afff9d67eafbacfe5eb591f822c193458b35a88c89ace308fcb5d590ecb21087128dc0f877500"
}
