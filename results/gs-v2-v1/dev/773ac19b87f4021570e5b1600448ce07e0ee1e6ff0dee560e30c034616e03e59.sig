{
  "algorithm": "ed25519",
  "content_sha256": "717dfe9ebf17d70d3acf7f15abcd050dc2b1c5bec795f3512883496052100a36",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "773ac19b87f4021570e5b1600448ce07e0ee1e6ff0dee560e30c034616e03e59",
  "schema": "gridshift.signature/1",
  "signature": "87e667b2743eeb52c568cbcf23d5351a94609d69ffe45b749b9aae45271db7fa2e261901c920041ac4c575fe08980c3db8f12cb9409842aa22a8a5808d8ae400"
}
