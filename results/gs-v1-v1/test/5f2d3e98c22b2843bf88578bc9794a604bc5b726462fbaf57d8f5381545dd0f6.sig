{
  "algorithm": "ed25519",
  "content_sha256": "783580e4efecb5fbfec7a7125a2131b8c93f6078b8e7e5381650edb0cfb52c9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f2d3e98c22b2843bf88578bc9794a604bc5b726462fbaf57d8f5381545dd0f6",
  "schema": "gridshift.signature/1",
  "signature": "d74e550c10535fb4373175f4b0d08c667c0bc77db0d1f4fad444ee35829805bf6f85df904748fe69a899ac5a87ba9539a73dd2f2db50bb4d54b871fab22cce0e"
}
