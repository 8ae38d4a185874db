{
  "algorithm": "ed25519",
  "content_sha256": "a6ce709703c892d76c0a73112f005ef6260df4218cc6b0f1d955701bd2b24d14",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "928ce4e91051be61eb3984cd0dc228f9952f6364ae863250cbc18b4a43388ec9",
  "schema": "gridshift.signature/1",
  "signature": "ce7b3336e39eb8a75085980c8f20d03cf2586f9e8200cd41b0bd97fcb06236c0b4c94b9ea55d50fe24d01089aa802c246eab8f4b64aacd53a1115f774333840e"
}
