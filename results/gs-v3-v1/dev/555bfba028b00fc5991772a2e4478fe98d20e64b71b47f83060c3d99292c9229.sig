{
  "algorithm": "ed25519",
  "content_sha256": "d7b75b1eaae20a385fb2dc4d4183245a19314159939988700ec165c68ed6317d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "555bfba028b00fc5991772a2e4478fe98d20e64b71b47f83060c3d99292c9229",
  "schema": "gridshift.signature/1",
  "signature": "e67dcad8c1aedfb83ce9b69d2fb5338ff64c6c70c3fa10f4c00f21ff4e69bd372ec3543f99930da3ebd02d6a5454b47e1445b7bf2354221b692f70afdaedef0c"
}
