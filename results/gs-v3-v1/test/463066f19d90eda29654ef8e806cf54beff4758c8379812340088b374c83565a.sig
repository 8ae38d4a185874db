{
  "algorithm": "ed25519",
  "content_sha256": "43fd93a5baeec252b8c9f0f5ef503b8033fd4c8e17e8799bbf928c7d7c722527",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "463066f19d90eda29654ef8e806cf54beff4758c8379812340088b374c83565a",
  "schema": "gridshift.signature/1",
  "signature": "adff8c5c8184e493955f6ae7485b344674352dbbeccfeba7aa6fb66f074a34b6c32ce81bcae94cfdd9659980b97c8bd8f2f29a11c6f8e852148de81a435c820a"
}
