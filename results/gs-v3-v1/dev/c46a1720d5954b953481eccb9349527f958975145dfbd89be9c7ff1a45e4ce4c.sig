{
  "algorithm": "ed25519",
  "content_sha256": "9a48800837c5aeba8cac1184b8a83cc32ebb36a8ab508f4aa11ee30a2a73ebc9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c46a1720d5954b953481eccb9349527f958975145dfbd89be9c7ff1a45e4ce4c",
  "schema": "gridshift.signature/1",
  "signature": "88d1f5b1bd4398ab16b5639eda055e2f54c68f94c7703565ad3e7ea65701f2519dba988fd7f04948ca12e869ce7017f6f83f4a964905a36c0fb381daaced7801"
}
