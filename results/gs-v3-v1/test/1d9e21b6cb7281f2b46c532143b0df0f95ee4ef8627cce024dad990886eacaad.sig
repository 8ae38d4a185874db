{
  "algorithm": "ed25519",
  "content_sha256": "0432fc3b70bb9f13d89bfbac748e3b5343ec9b6db90e0053653c0d18c2bf4af8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d9e21b6cb7281f2b46c532143b0df0f95ee4ef8627cce024dad990886eacaad",
  "schema": "gridshift.signature/1",
  "signature": "0194f7a4f58acb19b37f1de533d6d35ab0756781b77293ebf08bde8830d3c284755ebcb07e9dcceac8e7781889536fe6cb639e2b1e3ed24f080f8bb59731a20a"
}
