{
  "algorithm": "ed25519",
  "content_sha256": "e3b789673bcfbeddc0d1349422fe7392569a0ab2f0c54d2332575d1f9106d4d1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4b2bfc2ac711bfa801f4c7ba34987d168657ab03c33c5cb7a17d6abb457b0586",
  "schema": "gridshift.signature/1",
  "signature": "a20364f50c65e1a33ed642db6eccdbff8bc81f83dfe6246f6c51d66b24975fbc53c5d5e2975f8886d2755a06561ef8bade86fd2ef13cefa8d1a1b7e3a259e100"
}
