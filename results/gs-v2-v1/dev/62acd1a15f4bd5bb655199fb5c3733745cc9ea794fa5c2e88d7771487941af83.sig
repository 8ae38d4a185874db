{
  "algorithm": "ed25519",
  "content_sha256": "fe0988539513636657dd17ff24fa02a5f2c74a1a14fa82fbf646aad1785dad61",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "62acd1a15f4bd5bb655199fb5c3733745cc9ea794fa5c2e88d7771487941af83",
  "schema": "gridshift.signature/1",
  "signature": "86dd263ce6fe007dac98b86b0c57aa7b925638767886a73af8954697f81f03888f207dabc3e7bf0fcfe3f98710307ac8bf5aeadbe12050c2dcda9e9b6c1c1c0a"
}
