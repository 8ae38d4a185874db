{
  "algorithm": "ed25519",
  "content_sha256": "fb915c94185ed7909e87222d66ff0fa4183c9c1e223cba5f4423c9cd8666549a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "228e93f2f5549a613db91acf3ab772c365535e0d21b1dd6d855bb861ddcae77c",
  "schema": "gridshift.signature/1",
  "signature": "da57bbc139e87acdff79803e8b315a93c65cfa383f611f5a19827475fedcdfd5abb2f6c96de9d63e00331f9844de00dc069142dc18b145a6bb2275a7e3842905"
}
