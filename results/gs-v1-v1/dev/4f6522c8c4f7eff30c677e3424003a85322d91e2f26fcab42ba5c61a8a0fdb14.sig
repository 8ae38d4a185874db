{
  "algorithm": "ed25519",
  "content_sha256": "4cc992dd99d4babe3865b187b80699d660b81ea48ba9d6fff6df03b17921a08f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4f6522c8c4f7eff30c677e3424003a85322d91e2f26fcab42ba5c61a8a0fdb14",
  "schema": "gridshift.signature/1",
  "signature": "bbfdabf4c67c2e8de7a288491848d60bd1a30594a351ac8eb12430d0e7634a1cbf44ef4ec1504a6e595aaea8647a05aab48fe72fe1c0a2b08976500b9a822b0f"
}
