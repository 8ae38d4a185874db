{
  "algorithm": "ed25519",
  "content_sha256": "9ca9efe4180008cdab2fb76ed2e728094f7c41f861d4102130d61e53f888f4ea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5e9fa08c6b0d3f09f3d794789c2dc112b22ca63902adb3fa4dad67dac6a55c96",
  "schema": "gridshift.signature/1",
  "signature": "74215b278a99dd80742844f2426d26168da03f4281764e10a949b11e3dd4ac6fc49df523dfb9cfde5cb3032bd01743c445246076ff309a16653c472b37ee2706"
}
