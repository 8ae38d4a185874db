{
  "algorithm": "ed25519",
  "content_sha256": "ebcf2aa262a8e88f486a5c3bbc9850c4c1aaa89b53bc56c73bf5bf63a4a66869",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "45c04f40020236390ddf79b3107e146c9e0d260627ebc7a2b0639c0ea87dd02a",
  "schema": "gridshift.signature/1",
  "signature": "faf220a8a7d17e4b88179c39ce706180eb3e76572c3281ed452724a6d45d1a54827fdeac63369eeca0a4e82401ed727d4e19629e090c57481589ad3c7c5d780c"
}
