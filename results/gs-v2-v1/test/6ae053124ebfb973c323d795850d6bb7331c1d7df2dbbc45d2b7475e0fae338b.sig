{
  "algorithm": "ed25519",
  "content_sha256": "3826920b822fe728245e15ea50a6550ee618121c04a33acdabbb6c55e5a8fcf0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ae053124ebfb973c323d795850d6bb7331c1d7df2dbbc45d2b7475e0fae338b",
  "schema": "gridshift.signature/1",
  "signature": "a7346e3b7837270ba2a68cb26daa0280a5c5fdef86b023a048c83c2eb6d399cafa35feeb57861d6cda54227484a9bcef346c90dfa9ece5bda89b358a78e59d0e"
}
