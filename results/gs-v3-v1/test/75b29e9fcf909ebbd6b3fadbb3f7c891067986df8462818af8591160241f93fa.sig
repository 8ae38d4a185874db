{
  "algorithm": "ed25519",
  "content_sha256": "d8efedeac6891265be9130b6c9b5f6fb9ba8e309c8c29c824ca7f84a3d047d6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "75b29e9fcf909ebbd6b3fadbb3f7c891067986df8462818af8591160241f93fa",
  "schema": "gridshift.signature/1",
  "signature": "519e22ce45a6f8402131a87065029c8f7a0750536a74cf053e00977794b6399d810ace0d9fb835fef9b86b231e6925fedb49834f09609ec1aa1a41d7363f6008"
}
