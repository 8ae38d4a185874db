{
  "algorithm": "ed25519",
  "content_sha256": "4905b795e696ff348b37358f1e0c8aaccea56a488faedf302d3e704931446e0c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6db50140650a111b73f609a09a5f7af87bc3278fc10e341f60620834fa3896fe",
  "schema": "gridshift.signature/1",
  "signature": "73a2cc190545dd03e78af96d7b2f034f787d6d164a5ebf1e4ac3bf019f570fdf08df54dfa382ea75ca420eabaf148d9b5291c5cf811f9fe5aadad426b8c28c0a"
}
